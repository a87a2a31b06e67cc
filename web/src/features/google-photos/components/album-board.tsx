import type { GooglePhotoSet } from '@lumafolio/contracts';
import { Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuImagePlus, LuUnlink } from 'react-icons/lu';
import { primaryPillStyles } from '@/components/ui/styles';
import { useAlbumSelection } from '../hooks/use-album-selection';
import { useAlbumSyncEvents } from '../hooks/use-album-sync-events';
import { useGooglePicker } from '../hooks/use-google-picker';
import { AlbumCard } from './album-card';
import { DisconnectDialog } from './disconnect-dialog';
import { EmptyAlbums } from './empty-albums';
import { PickingAlbumCard } from './picking-album-card';
import { SyncBar } from './sync-bar';

/** Connected: Pick from Google Photos, the picked sets as cards, the selection counter and Sync Selected Albums. */
export function AlbumBoard({ sets }: { sets: readonly GooglePhotoSet[] }) {
  const picker = useGooglePicker();
  const selection = useAlbumSelection(sets);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  useAlbumSyncEvents(sets.some((set) => set.state === 'ready'));

  return (
    <Stack gap="6">
      <Flex gap="3" wrap="wrap" justify="space-between" align="center">
        <Text color="fg.muted" fontSize="sm" maxW="xl">
          Pick photos in Google Photos: each pick becomes an album here. Select the albums to import and sync them.
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" rounded="full" onClick={() => setConfirmingDisconnect(true)}>
            <LuUnlink aria-hidden /> Disconnect
          </Button>
          <Button {...primaryPillStyles} onClick={picker.pick} loading={picker.starting} loadingText="Opening Google Photos…">
            <LuImagePlus aria-hidden /> Pick from Google Photos
          </Button>
        </Flex>
      </Flex>
      {picker.blockedPickerUri && (
        <Text role="status" fontSize="sm">
          Your browser did not open a new window.{' '}
          <Link href={picker.blockedPickerUri} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="600">
            Open Google Photos to pick <LuExternalLink aria-hidden />
          </Link>
        </Text>
      )}
      {sets.length === 0 ? (
        <EmptyAlbums />
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap={{ base: '4', md: '5' }}
          aria-label="Your Google Photos albums"
        >
          {sets.map((set) =>
            set.state === 'picking' ? (
              <PickingAlbumCard key={set.id} set={set} pollIntervalMs={picker.pollIntervalOf(set.id)} />
            ) : (
              <AlbumCard key={set.id} set={set} selected={selection.isSelected(set)} onToggle={() => selection.toggle(set)} />
            ),
          )}
        </SimpleGrid>
      )}
      <SyncBar selectedCount={selection.selectedCount} onSync={selection.syncSelected} syncing={selection.syncing} />
      <DisconnectDialog open={confirmingDisconnect} onOpenChange={setConfirmingDisconnect} />
    </Stack>
  );
}
