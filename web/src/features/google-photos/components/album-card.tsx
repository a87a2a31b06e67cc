import { Circle, chakra, Flex, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { GooglePhotoSet } from '@lumafolio/contracts';
import { useState } from 'react';
import { LuCheck, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useAlbumActions } from '../hooks/use-album-actions';
import { photosLabel, skippedVideosLabel } from '../utils/album-text';
import { AlbumCover } from './album-cover';
import { AlbumProgress } from './album-progress';
import { AlbumTitleEditor } from './album-title-editor';
import { RemoveAlbumDialog } from './remove-album-dialog';

interface AlbumCardProps {
  set: GooglePhotoSet;
  selected: boolean;
  onToggle: () => void;
}

/**
 * A picked set (spec 02): cover, title and "{n} photos", toggled by pressing it; below, its
 * import progress and the title and remove actions (outside the toggle: controls do not nest).
 */
export function AlbumCard({ set, selected, onToggle }: AlbumCardProps) {
  const { rename, remove } = useAlbumActions();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const expired = set.state === 'expired';
  const videos = skippedVideosLabel(set);

  return (
    <Stack
      as="li"
      aria-label={set.title}
      gap="0"
      bg="bg"
      rounded="xl"
      overflow="hidden"
      borderWidth="2px"
      borderColor={selected ? 'brand.emphasized' : 'border'}
      transition="border-color 0.15s ease"
      data-selected={selected || undefined}
    >
      <chakra.button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        disabled={expired}
        textAlign="start"
        display="block"
        w="full"
        cursor={expired ? 'not-allowed' : 'pointer'}
        _hover={{ bg: 'bg.subtle' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' }}
      >
        <AlbumCover set={set}>
          <Circle
            position="absolute"
            top="2"
            right="2"
            size="7"
            borderWidth="2px"
            borderColor={selected ? 'brand.solid' : 'white'}
            bg={selected ? 'brand.solid' : 'blackAlpha.500'}
            color="brand.contrast"
            aria-hidden
          >
            {selected && <LuCheck />}
          </Circle>
        </AlbumCover>
        <Stack gap="0.5" px="4" pt="3" pb="2" minW="0">
          <Text fontWeight="600" truncate>
            {/* The toggle's name starts with what it does, and holds every word it shows (axe: label-content-name-mismatch). */}
            <VisuallyHidden>Select </VisuallyHidden>
            {set.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {photosLabel(set)}
          </Text>
          {videos && (
            <Text fontSize="xs" color="fg.muted">
              {videos}
            </Text>
          )}
        </Stack>
      </chakra.button>
      <Stack gap="3" px="4" pb="4" pt="1">
        {expired && (
          <Text fontSize="sm" color="fg.warning">
            Google ended this pick before it was finished. Remove it and pick the photos again.
          </Text>
        )}
        <AlbumProgress set={set} />
        {editing ? (
          <AlbumTitleEditor
            set={set}
            saving={rename.isPending}
            onSave={(title, callbacks) => rename.mutate({ id: set.id, title }, callbacks)}
            onClose={() => setEditing(false)}
          />
        ) : (
          <Flex gap="1" justify="flex-end">
            <IconButton
              size="sm"
              variant="ghost"
              rounded="full"
              aria-label={`Edit the title of ${set.title}`}
              title="Edit title"
              onClick={() => setEditing(true)}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              rounded="full"
              colorPalette="red"
              aria-label={`Remove ${set.title}`}
              title="Remove"
              onClick={() => setRemoving(true)}
            >
              <LuTrash2 />
            </IconButton>
          </Flex>
        )}
      </Stack>
      <RemoveAlbumDialog
        set={set}
        open={removing}
        pending={remove.isPending}
        onOpenChange={setRemoving}
        onConfirm={() => remove.mutate(set, { onSuccess: () => setRemoving(false) })}
      />
    </Stack>
  );
}
