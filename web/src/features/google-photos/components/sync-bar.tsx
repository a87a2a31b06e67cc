import { Button, Flex, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { selectedLabel } from '../utils/album-text';

/** The counter, "{n} album(s) selected", and Sync Selected Albums; it stays at the bottom of the screen while the cards scroll. */
export function SyncBar({ selectedCount, onSync, syncing }: { selectedCount: number; onSync: () => void; syncing: boolean }) {
  return (
    <Flex
      {...panelCardStyles}
      position="sticky"
      bottom={{ base: '3', md: '4' }}
      zIndex="docked"
      gap="3"
      px={{ base: '4', md: '5' }}
      py="3"
      wrap="wrap"
      justify="space-between"
      align="center"
    >
      <Text fontWeight="600" aria-live="polite">
        {selectedLabel(selectedCount)}
      </Text>
      <Button {...primaryPillStyles} onClick={onSync} loading={syncing} loadingText="Saving selection…">
        <LuRefreshCw aria-hidden /> Sync Selected Albums
      </Button>
    </Flex>
  );
}
