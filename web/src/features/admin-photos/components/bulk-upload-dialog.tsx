import { BULK_UPLOAD_CATEGORIES, type BulkUploadCategory } from '@lumafolio/contracts';
import { Badge, Box, Button, Field, Flex, HStack, NativeSelect, Progress, Stack, Switch, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuCircleAlert, LuCircleCheck, LuUpload, LuX } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { emptyAreaStyles } from '@/components/ui/styles';
import { categoryLabel } from '@/lib/gallery/category-text';
import { useBulkUpload, type BulkFile } from '../hooks/use-bulk-upload';
import { BULK_UPLOAD_ACCEPT } from '../utils/bulk-files';

export interface BulkUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Bulk Upload (spec 02 §2, and really uploading): JPG, PNG and WebP files into the admin's
 * own account, a default category, auto-feature; a progress bar per file, then a summary.
 */
export function BulkUploadDialog({ open, onOpenChange }: BulkUploadDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<BulkUploadCategory>('landscape');
  const [featured, setFeatured] = useState(true);
  const upload = useBulkUpload();
  const queued = upload.files.filter((entry) => entry.state === 'queued').length;
  const succeeded = upload.files.filter((entry) => entry.state === 'done').length;
  const failed = upload.files.filter((entry) => entry.state === 'failed' || entry.state === 'refused');

  const close = (next: boolean) => {
    if (upload.running) return;
    if (!next) upload.reset();
    onOpenChange(next);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    upload.add(Array.from(event.currentTarget.files ?? []));
    event.currentTarget.value = '';
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Bulk Upload"
      description="Upload several photos to your own account. Featured photos are also made public, so they show on the home page."
      {...(upload.finished && queued === 0 ? {} : { submitLabel: queued > 0 ? `Upload ${queued} ${queued === 1 ? 'photo' : 'photos'}` : 'Upload' })}
      pendingLabel="Uploading…"
      pending={upload.running}
      submitDisabled={queued === 0}
      onSubmit={() => void upload.start({ category, featured })}
    >
      <Stack gap="4">
        <input
          ref={inputRef}
          type="file"
          accept={BULK_UPLOAD_ACCEPT}
          multiple
          hidden
          aria-label="Photo files"
          onChange={pick}
          data-testid="bulk-upload-input"
        />
        <Button variant="outline" rounded="full" onClick={() => inputRef.current?.click()} disabled={upload.running} alignSelf="flex-start">
          <LuUpload aria-hidden />
          Choose photos
        </Button>
        <Text fontSize="xs" color="fg.muted" mt="-2">
          JPG, PNG or WebP, up to 25 MB each.
        </Text>

        <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
          <Field.Root flex="1" disabled={upload.running}>
            <Field.Label>Default category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={category} onChange={(event) => setCategory(event.currentTarget.value as BulkUploadCategory)}>
                {BULK_UPLOAD_CATEGORIES.map((id) => (
                  <option key={id} value={id}>
                    {categoryLabel(id)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Switch.Root checked={featured} onCheckedChange={(details) => setFeatured(details.checked)} colorPalette="brand" disabled={upload.running} pb="2">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Auto-feature</Switch.Label>
          </Switch.Root>
        </Flex>

        {upload.finished && (
          <Box
            role="status"
            rounded="md"
            px="3"
            py="2.5"
            bg={failed.length === 0 ? 'green.subtle' : 'orange.subtle'}
            color={failed.length === 0 ? 'green.fg' : 'orange.fg'}
            fontSize="sm"
          >
            {succeeded} {succeeded === 1 ? 'photo' : 'photos'} uploaded
            {failed.length > 0 ? `, ${failed.length} failed` : ''}. {succeeded > 0 ? 'Their thumbnails show in the grid once processed.' : ''}
          </Box>
        )}

        {upload.files.length === 0 ? (
          <Stack {...emptyAreaStyles} align="center" justify="center" py="6" px="4" textAlign="center">
            <Text fontSize="sm" color="fg.muted">
              No photos chosen yet.
            </Text>
          </Stack>
        ) : (
          <Stack as="ul" gap="2" maxH={{ base: '260px', md: '320px' }} overflowY="auto" listStyleType="none" pr="1" aria-label="Chosen photos">
            {upload.files.map((entry) => (
              <FileRow key={entry.key} entry={entry} onRemove={upload.running ? null : () => upload.remove(entry.key)} />
            ))}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}

function FileRow({ entry, onRemove }: { entry: BulkFile; onRemove: (() => void) | null }) {
  const problem = entry.state === 'failed' || entry.state === 'refused';
  return (
    <Stack as="li" gap="1.5" borderWidth="1px" borderColor="border" rounded="md" px="3" py="2" data-state={entry.state} aria-label={entry.file.name}>
      <HStack gap="2" minW="0">
        <Box flexShrink={0} color={problem ? 'red.fg' : entry.state === 'done' ? 'green.fg' : 'fg.muted'} aria-hidden>
          {problem ? <LuCircleAlert /> : entry.state === 'done' ? <LuCircleCheck /> : <LuUpload />}
        </Box>
        <Text fontSize="sm" fontWeight="500" truncate flex="1" minW="0" title={entry.file.name}>
          {entry.file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {formatSize(entry.file.size)}
        </Text>
        <StateBadge entry={entry} />
        {onRemove && entry.state !== 'done' && (
          <Button size="2xs" variant="ghost" rounded="full" onClick={onRemove} aria-label={`Remove ${entry.file.name}`} px="1">
            <LuX />
          </Button>
        )}
      </HStack>
      {(entry.state === 'uploading' || entry.state === 'done') && (
        <Progress.Root
          value={entry.progress}
          max={100}
          size="xs"
          colorPalette={entry.state === 'done' ? 'green' : 'brand'}
          aria-label={`${entry.file.name} upload progress`}
        >
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {problem && entry.reason && (
        <Text fontSize="xs" color="red.fg">
          {entry.reason}
        </Text>
      )}
    </Stack>
  );
}

function StateBadge({ entry }: { entry: BulkFile }) {
  switch (entry.state) {
    case 'queued':
      return (
        <Badge size="sm" variant="subtle" colorPalette="gray">
          Ready
        </Badge>
      );
    case 'uploading':
      return (
        <Badge size="sm" variant="subtle" colorPalette="blue">
          {entry.progress}%
        </Badge>
      );
    case 'done':
      return (
        <Badge size="sm" variant="subtle" colorPalette="green">
          Uploaded
        </Badge>
      );
    case 'failed':
      return (
        <Badge size="sm" variant="subtle" colorPalette="red">
          Failed
        </Badge>
      );
    case 'refused':
      return (
        <Badge size="sm" variant="subtle" colorPalette="red">
          Refused
        </Badge>
      );
  }
}
