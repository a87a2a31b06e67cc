import type { BulkPhotoAction } from '@lumafolio/contracts';
import { Button, Flex, Grid, Menu, Portal, Text } from '@chakra-ui/react';
import { LuChevronDown, LuDownload, LuFolderInput, LuGlobe, LuImages, LuLock, LuStar, LuStarOff, LuTrash2, LuX } from 'react-icons/lu';
import type { CategoryOption } from '../utils/photo-list';

export interface BulkActionBarProps {
  count: number;
  pending: boolean;
  /** The categories a photo can be moved to (as in the edit dialog). */
  categoryOptions: readonly CategoryOption[];
  /** The photographer's client galleries, newest first: the selection can be added to one. */
  galleries: ReadonlyArray<{ id: string; name: string }>;
  /** None known yet, and they are being asked for. */
  galleriesLoading?: boolean;
  /** The galleries' menu opened: they are asked for again. */
  onGalleriesOpen?: () => void;
  onAction: (action: BulkPhotoAction) => void;
  /** A ZIP of the selected photos' originals. */
  onDownload: () => void;
  onClear: () => void;
}

const ACTIONS: readonly { label: string; icon: React.ReactNode; action: BulkPhotoAction }[] = [
  { label: 'Make public', icon: <LuGlobe />, action: { kind: 'set-public', isPublic: true } },
  { label: 'Make private', icon: <LuLock />, action: { kind: 'set-public', isPublic: false } },
  { label: 'Feature', icon: <LuStar />, action: { kind: 'set-featured', featured: true } },
  { label: 'Unfeature', icon: <LuStarOff />, action: { kind: 'set-featured', featured: false } },
];

/**
 * The actions on the selected photos, stuck to the bottom of the screen while the list
 * scrolls (clear of the phone's home indicator); nothing to press while one is under way.
 */
export function BulkActionBar({
  count,
  pending,
  categoryOptions,
  galleries,
  galleriesLoading = false,
  onGalleriesOpen,
  onAction,
  onDownload,
  onClear,
}: BulkActionBarProps) {
  return (
    <Grid
      role="region"
      aria-label="Bulk actions"
      position="sticky"
      bottom="0"
      zIndex="docked"
      // A phone: the count and "clear" on a line, the actions on one row below that scrolls sideways (the bar stays low).
      gridTemplateColumns={{ base: '1fr auto', md: 'auto 1fr auto' }}
      gridTemplateAreas={{ base: '"count clear" "actions actions"', md: '"count actions clear"' }}
      alignItems="center"
      gap="2"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      shadow="lg"
      px={{ base: '3', md: '4' }}
      pt="3"
      css={{ paddingBottom: 'max(0.75rem, env(safe-area-inset-bottom))' }}
    >
      <Text gridArea="count" fontWeight="600" me="2" aria-live="polite">
        {count.toLocaleString('en-US')} selected
      </Text>
      <Flex gridArea="actions" gap="2" wrap={{ base: 'nowrap', md: 'wrap' }} overflowX={{ base: 'auto', md: 'visible' }} pb={{ base: '1', md: '0' }} minW="0">
        {ACTIONS.map(({ label, icon, action }) => (
          <Button key={label} size="sm" variant="outline" rounded="full" flexShrink="0" disabled={pending} onClick={() => onAction(action)}>
            {icon} {label}
          </Button>
        ))}
        <Menu.Root onSelect={({ value }) => onAction({ kind: 'set-category', category: value })}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" rounded="full" flexShrink="0" disabled={pending}>
              <LuFolderInput /> Set category <LuChevronDown />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content maxH="60vh" overflowY="auto">
                {categoryOptions.map((option) => (
                  <Menu.Item key={option.value} value={option.value}>
                    {option.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Menu.Root
          onOpenChange={({ open }) => {
            if (open) onGalleriesOpen?.();
          }}
          onSelect={({ value }) => onAction({ kind: 'add-to-gallery', galleryId: value })}
        >
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" rounded="full" flexShrink="0" disabled={pending}>
              <LuImages /> Add to gallery <LuChevronDown />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content maxH="60vh" overflowY="auto" maxW="min(20rem, 90vw)">
                {galleries.length === 0 ? (
                  <Menu.Item value="none" disabled>
                    {galleriesLoading ? 'Loading your galleries…' : 'No client galleries yet: create one in Client Galleries.'}
                  </Menu.Item>
                ) : (
                  galleries.map((gallery) => (
                    <Menu.Item key={gallery.id} value={gallery.id}>
                      <Text truncate>{gallery.name}</Text>
                    </Menu.Item>
                  ))
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button size="sm" variant="outline" rounded="full" flexShrink="0" disabled={pending} onClick={onDownload}>
          <LuDownload /> Download
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" rounded="full" flexShrink="0" disabled={pending} onClick={() => onAction({ kind: 'delete' })}>
          <LuTrash2 /> Delete
        </Button>
      </Flex>
      <Button gridArea="clear" size="sm" variant="ghost" rounded="full" onClick={onClear}>
        <LuX /> Clear selection
      </Button>
    </Grid>
  );
}
