import { Grid, Stack, Text } from '@chakra-ui/react';
import type { AdminUser } from '@lumafolio/contracts';
import { useState } from 'react';
import { panelCardStyles } from '@/components/ui/styles';
import { pickerName, UserPicker } from './user-picker';
import { UserStoragePanel } from './user-storage-panel';

/** Object Storage (spec 02 §2): pick a user, browse their folder, repair orphaned files. */
export function ObjectStorageTab() {
  const [selected, setSelected] = useState<AdminUser | null>(null);
  return (
    <Stack {...panelCardStyles} as="section" aria-labelledby="object-storage-heading" p={{ base: '4', md: '6' }} gap={{ base: '4', md: '5' }}>
      <Stack gap="0.5">
        <Text as="h2" id="object-storage-heading" fontSize="lg" fontWeight="700">
          Object Storage
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Pick a user to see the files in their storage folder.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '260px 1fr' }} gap={{ base: '5', md: '6' }} alignItems="start">
        <UserPicker selectedId={selected?.id ?? null} onSelect={setSelected} />
        {selected ? (
          <UserStoragePanel key={selected.id} userId={selected.id} name={pickerName(selected)} />
        ) : (
          <Text color="fg.muted" py="8" textAlign="center">
            Select a user to browse their files.
          </Text>
        )}
      </Grid>
    </Stack>
  );
}
