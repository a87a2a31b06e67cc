import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { panelCardStyles } from '@/components/ui/styles';
import type { QueueEntry, QueueFields } from '../hooks/use-upload-queue';
import type { CategoryOption } from '../utils/photo-list';
import { UploadQueueItem } from './upload-queue-item';

export interface UploadQueuePanelProps {
  entries: readonly QueueEntry[];
  categoryOptions: readonly CategoryOption[];
  onEdit: (id: string, fields: QueueFields) => Promise<void>;
  onRetry: (id: string) => void;
  onUploadAnyway: (id: string) => void;
  onRemove: (id: string) => void;
  onClearFinished: () => void;
}

/** The files dropped or picked together, each on its way in (ADR 40). */
export function UploadQueuePanel({ entries, categoryOptions, onEdit, onRetry, onUploadAnyway, onRemove, onClearFinished }: UploadQueuePanelProps) {
  const uploaded = entries.filter((entry) => entry.status === 'done').length;
  return (
    <Stack as="section" aria-labelledby="upload-queue-heading" {...panelCardStyles} p={{ base: '4', md: '6' }} gap="3" mb="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" id="upload-queue-heading" fontSize="lg" fontWeight="700">
            Upload queue
          </Heading>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {uploaded} of {entries.length} uploaded
          </Text>
        </Stack>
        <Button size="xs" variant="outline" rounded="full" onClick={onClearFinished} disabled={uploaded === 0}>
          Clear finished
        </Button>
      </Flex>
      <Stack as="ul" gap="2" m="0" p="0">
        {entries.map((entry) => (
          <UploadQueueItem
            key={entry.id}
            entry={entry}
            categoryOptions={categoryOptions}
            onEdit={onEdit}
            onRetry={onRetry}
            onUploadAnyway={onUploadAnyway}
            onRemove={onRemove}
          />
        ))}
      </Stack>
    </Stack>
  );
}
