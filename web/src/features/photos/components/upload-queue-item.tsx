import { Box, Button, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuCheck, LuPencil, LuRotateCw, LuUpload, LuX } from 'react-icons/lu';
import { TextField } from '@/components/ui/text-field';
import type { DuplicateMatch, QueueEntry, QueueFields } from '../hooks/use-upload-queue';
import type { CategoryOption } from '../utils/photo-list';
import { CategorySelect } from './category-select';
import { PhotoThumbnail } from './photo-thumbnail';

const STATUS_TEXT: Record<QueueEntry['status'], string> = {
  queued: 'Waiting…',
  optimising: 'Optimising image…',
  checking: 'Checking for duplicates…',
  duplicate: 'Possible duplicate',
  analysing: 'Analysing with AI…',
  waiting: 'Preparing upload…',
  uploading: 'Uploading…',
  done: 'Uploaded',
  failed: 'Failed',
};

export interface UploadQueueItemProps {
  entry: QueueEntry;
  categoryOptions: readonly CategoryOption[];
  onEdit: (id: string, fields: QueueFields) => Promise<void>;
  onRetry: (id: string) => void;
  onUploadAnyway: (id: string) => void;
  onRemove: (id: string) => void;
}

function duplicateMessage(match: DuplicateMatch): string {
  return match.kind === 'photo' ? `Looks like “${match.photo.title}”, already in your photos.` : `Looks like “${match.fileName}”, earlier in this queue.`;
}

/** One file in the queue: its step and progress, what went wrong or what it looks like, and its details to edit. */
export function UploadQueueItem({ entry, categoryOptions, onEdit, onRetry, onUploadAnyway, onRemove }: UploadQueueItemProps) {
  const messageId = useId();
  const [draft, setDraft] = useState<QueueFields | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const busy = entry.status === 'optimising' || entry.status === 'uploading';
  const name = entry.fields.title || entry.fileName;
  const duplicateOf = entry.status === 'duplicate' ? entry.duplicateOf : null;

  const save = async () => {
    if (!draft) return;
    if (draft.title.trim() === '' || draft.category === '') {
      setSaveError('Please fill in all required fields.');
      return;
    }
    setSaving(true);
    try {
      await onEdit(entry.id, { ...draft, title: draft.title.trim() });
      setDraft(null);
      setSaveError(null);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The details could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="li" aria-label={entry.fileName} gap="2" p="3" borderWidth="1px" borderColor="border" rounded="lg" bg="bg.panel" listStyleType="none">
      <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <HStack gap="3" flex="1" minW="0" w={{ base: 'full', sm: 'auto' }}>
          {duplicateOf?.kind === 'photo' && (
            // The message names the photo: the thumbnail only shows it.
            <Box aria-hidden>
              <PhotoThumbnail photo={duplicateOf.photo} size="10" />
            </Box>
          )}
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="600" truncate title={entry.fileName}>
              {name}
            </Text>
            {duplicateOf ? (
              <Text id={messageId} fontSize="sm" color="fg.warning" overflowWrap="anywhere" data-status={entry.status}>
                {duplicateMessage(duplicateOf)}
              </Text>
            ) : (
              <Text fontSize="sm" color={entry.status === 'failed' ? 'fg.error' : 'fg.muted'} data-status={entry.status}>
                {entry.status === 'failed' && entry.error ? entry.error : STATUS_TEXT[entry.status]}
                {entry.status !== 'failed' && entry.note ? ` · ${entry.note}` : ''}
              </Text>
            )}
          </Stack>
        </HStack>
        {duplicateOf ? (
          <HStack gap="1.5" flexShrink={0} wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => onUploadAnyway(entry.id)} aria-label={`Upload anyway: ${name}`} aria-describedby={messageId}>
              <LuUpload /> Upload anyway
            </Button>
            <Button size="xs" variant="ghost" onClick={() => onRemove(entry.id)} aria-label={`Skip ${name}`} aria-describedby={messageId}>
              <LuX /> Skip
            </Button>
          </HStack>
        ) : (
          <HStack gap="1.5" flexShrink={0} wrap="wrap">
            {entry.status === 'done' && <LuCheck aria-hidden color="var(--chakra-colors-fg-success)" />}
            <Button
              size="xs"
              variant="outline"
              onClick={() => setDraft(draft ? null : entry.fields)}
              aria-label={`Edit ${name}`}
              disabled={entry.status === 'queued'}
            >
              <LuPencil /> Edit
            </Button>
            {entry.status === 'failed' && entry.retryable && (
              <Button size="xs" variant="outline" onClick={() => onRetry(entry.id)} aria-label={`Retry ${name}`}>
                <LuRotateCw /> Retry
              </Button>
            )}
            <Button size="xs" variant="ghost" onClick={() => onRemove(entry.id)} aria-label={`Remove ${name} from the queue`}>
              <LuX /> Remove
            </Button>
          </HStack>
        )}
      </Flex>
      {busy && (
        <Progress.Root value={entry.progress} max={100} size="xs" colorPalette="brand" aria-label={`${STATUS_TEXT[entry.status]} ${entry.fileName}`}>
          <Progress.Track rounded="full" aria-label={`${STATUS_TEXT[entry.status]} ${entry.fileName}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {draft && (
        <Stack gap="2" pt="1">
          <TextField label="Title" required value={draft.title} onValueChange={(title) => setDraft({ ...draft, title })} maxLength={120} />
          <CategorySelect
            label="Category"
            required
            value={draft.category}
            options={categoryOptions}
            placeholder="Select a category"
            onValueChange={(category) => setDraft({ ...draft, category })}
          />
          <TextField label="Description" multiline rows={2} value={draft.description} onValueChange={(description) => setDraft({ ...draft, description })} />
          {saveError && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {saveError}
            </Text>
          )}
          <HStack gap="2">
            <Button size="xs" colorPalette="brand" loading={saving} onClick={() => void save()}>
              Save details
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
