import { Box, Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatStorageSize, type StorageFile } from '@lumafolio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { surfaceCardStyles } from '@/components/ui/styles';
import { userFilesQueryOptions } from '../api/object-storage';
import { useStorageFileActions } from '../hooks/use-storage-file-actions';
import { StorageFileRow } from './storage-file-row';

/** One user's folder: its ID and path, the summary over the whole folder, and its files a page at a time. */
export function UserStoragePanel({ userId, name }: { userId: string; name: string }) {
  const query = useInfiniteQuery(userFilesQueryOptions(userId));
  const { restore, remove } = useStorageFileActions(userId);
  const [deleting, setDeleting] = useState<StorageFile | null>(null);
  const first = query.data?.pages[0];
  const files = query.data?.pages.flatMap((page) => page.files) ?? [];
  const summary = first?.summary;
  const busy = restore.isPending || remove.isPending;

  return (
    <Stack as="section" aria-label={`Storage of ${name}`} gap="4" minW="0">
      <Stack gap="0.5">
        <Text fontWeight="700" overflowWrap="anywhere">
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
          User ID: {userId}
        </Text>
        <Text fontSize="sm" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
          Folder: photo/{userId}/
        </Text>
      </Stack>

      {query.isError && !query.data ? (
        <Stack align="flex-start" gap="2" role="alert">
          <Text color="red.700" _dark={{ color: 'red.300' }}>
            Failed to load storage contents
          </Text>
          <Button size="xs" variant="outline" rounded="full" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : query.isPending ? (
        <Stack gap="3" aria-hidden>
          <Skeleton height="20" rounded="xl" />
          <Skeleton height="16" rounded="lg" />
          <Skeleton height="16" rounded="lg" />
        </Stack>
      ) : (
        <>
          {summary && (
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
              <Figure label="Total Files" value={summary.totalFiles.toLocaleString('en-US')} />
              <Figure label="Total Size" value={formatStorageSize(summary.totalSize)} />
              <Figure label="Images" value={summary.images.toLocaleString('en-US')} />
              <Figure label="In Database" value={summary.inDatabase.toLocaleString('en-US')} />
              <Figure label="Orphaned" value={summary.orphaned.toLocaleString('en-US')} />
            </SimpleGrid>
          )}
          {files.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="8">
              No files found in object storage
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" aria-label="Files">
              {files.map((file) => (
                <StorageFileRow
                  key={file.key}
                  file={file}
                  busy={busy}
                  restoring={restore.isPending && restore.variables?.key === file.key}
                  onRestore={() => restore.mutate(file)}
                  onDelete={() => setDeleting(file)}
                />
              ))}
            </Box>
          )}
          {query.hasNextPage && <LoadMoreButton onLoadMore={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} />}
        </>
      )}

      <FormDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title="Delete this file?"
        description={
          <>
            <Text as="span" fontFamily="mono" overflowWrap="anywhere">
              {deleting?.key}
            </Text>{' '}
            will be removed from storage. This action cannot be undone.
          </>
        }
        submitLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        submitColorPalette="red"
        onSubmit={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack {...surfaceCardStyles} as="article" aria-label={label} rounded="lg" p="3" gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="700" overflowWrap="anywhere">
        {value}
      </Text>
    </Stack>
  );
}
