import { Stack, Text } from '@chakra-ui/react';
import { panelCardStyles } from '../../../components/ui/styles';

/** A tab whose screen comes with a later issue (the admin dashboard is built in parts). */
export function NotBuiltYet({ what }: { what: string }) {
  return (
    <Stack {...panelCardStyles} p={{ base: '5', md: '8' }} gap="2">
      <Text fontWeight="600">{what} will appear here.</Text>
      <Text color="fg.muted">This part of the dashboard is not available yet.</Text>
    </Stack>
  );
}
