import { Heading, Stack, Text } from '@chakra-ui/react';
import { LuCloudOff } from 'react-icons/lu';
import { panelCardStyles } from '@/components/ui/styles';
import { notConnectedText, type ConnectionState } from '../utils/connection-state';
import { ConnectGoogleLink } from './connect-google-link';

/** Spec 02: "Not Connected" and a Connect Google Photos button (none when the administrator has not enabled Google Photos). */
export function NotConnectedPanel({ state }: { state: Exclude<ConnectionState, 'connected'> }) {
  return (
    <Stack {...panelCardStyles} align="center" textAlign="center" gap="4" p={{ base: '6', md: '10' }} maxW="xl" mx="auto">
      <LuCloudOff size="2.5rem" aria-hidden />
      <Heading as="h2" fontSize="xl">
        Not Connected
      </Heading>
      <Text color="fg.muted">{notConnectedText(state)}</Text>
      {state !== 'disabled' && <ConnectGoogleLink />}
    </Stack>
  );
}
