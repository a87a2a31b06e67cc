import { Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { emptyAreaStyles, primaryPillStyles } from '@/components/ui/styles';
import { usePagedList } from '@/lib/queries/paged';
import { adminPhotosQueryOptions } from '../api/admin-photos';
import { useAdminFeatured } from '../hooks/use-admin-featured';
import { AdminPhotoCard } from './admin-photo-card';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { LoadMoreButton } from '@/components/ui/load-more-button';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

/** Featured Photos (spec 02 §2): every photo of every user, with Feature / Unfeature and a Bulk Upload that really uploads. */
export function AdminPhotosTab() {
  const query = useInfiniteQuery(adminPhotosQueryOptions());
  const list = usePagedList(query);
  const toggle = useAdminFeatured();
  const [bulkOpen, setBulkOpen] = useState(false);

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="0.5">
          <Heading as="h2" size="lg">
            Featured Photos
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {list.isPending
              ? 'Every photo on the platform.'
              : `${list.total.toLocaleString('en-US')} ${list.total === 1 ? 'photo' : 'photos'} on the platform.`}
          </Text>
        </Stack>
        <Button {...primaryPillStyles} onClick={() => setBulkOpen(true)}>
          <LuUpload aria-hidden />
          Bulk Upload
        </Button>
      </Flex>

      {query.isError ? (
        <Stack {...emptyAreaStyles} align="center" py="10" px="4" textAlign="center" gap="3">
          <Text color="fg.muted">{query.error.message}</Text>
          <Button size="sm" variant="outline" rounded="full" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : list.isPending ? (
        <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '4', md: '5' }}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="64" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : list.items.length === 0 ? (
        <Stack {...emptyAreaStyles} align="center" py="10" px="4" textAlign="center">
          <Text color="fg.muted">No photos yet. Use Bulk Upload to add some.</Text>
        </Stack>
      ) : (
        <>
          <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '4', md: '5' }} aria-label="All photos">
            {list.items.map((photo) => (
              <AdminPhotoCard key={photo.id} photo={photo} onToggleFeatured={(card) => toggle.mutate({ photoId: card.id, featured: !card.featured })} />
            ))}
          </SimpleGrid>
          {list.hasMore && <LoadMoreButton onLoadMore={list.loadMore} loading={list.isLoadingMore} />}
        </>
      )}

      <BulkUploadDialog open={bulkOpen} onOpenChange={setBulkOpen} />
    </Stack>
  );
}
