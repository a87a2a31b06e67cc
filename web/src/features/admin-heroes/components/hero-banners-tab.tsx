import { Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdminHeroBanner } from '@lumafolio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuImageOff, LuPlus } from 'react-icons/lu';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { usePagedList } from '@/lib/queries/paged';
import { adminHeroBannersQueryOptions } from '../api/hero-banners';
import { useHeroBannerActions } from '../hooks/use-hero-banner-actions';
import { AddBannerDialog } from './add-banner-dialog';
import { DefaultHeroForm } from './default-hero-form';
import { DeleteBannerDialog } from './delete-banner-dialog';
import { HeroBannerCard } from './hero-banner-card';
import { LoadMoreButton } from '@/components/ui/load-more-button';

const GRID_COLUMNS = { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

/** Hero Banners (spec 02 §2): the grid, the Default badge, add, set default, open and delete; the default-hero form below. */
export function HeroBannersTab() {
  const query = useInfiniteQuery(adminHeroBannersQueryOptions());
  const banners = usePagedList<AdminHeroBanner>(query);
  const { upload, uploadProgress, setDefault, remove, setDefaultImage } = useHeroBannerActions();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminHeroBanner | null>(null);

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Box minW="0">
          <Heading as="h2" size="lg">
            Hero Banners
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            The banners photographers can choose for their portfolio. The default shows wherever none was chosen.
          </Text>
        </Box>
        <Button {...primaryPillStyles} flexShrink={0} onClick={() => setAdding(true)}>
          <LuPlus aria-hidden /> Add New Banner
        </Button>
      </Flex>

      {banners.isPending ? (
        <Grid templateColumns={GRID_COLUMNS} gap="5" aria-busy="true" aria-label="Loading hero banners">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} aspectRatio="16 / 11" rounded="xl" />
          ))}
        </Grid>
      ) : query.isError && banners.items.length === 0 ? (
        <Text role="alert" color="red.600" _dark={{ color: 'red.300' }}>
          Failed to load hero banners
        </Text>
      ) : banners.items.length === 0 ? (
        <Stack {...panelCardStyles} align="center" textAlign="center" gap="2" py="12" px="6">
          <Box color="fg.muted" fontSize="3xl" aria-hidden>
            <LuImageOff />
          </Box>
          <Heading as="h3" size="md">
            No Hero Banners Found
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Add a banner to give photographers a choice of portfolio headers.
          </Text>
        </Stack>
      ) : (
        <Grid templateColumns={GRID_COLUMNS} gap="5" data-testid="hero-banner-grid">
          {banners.items.map((banner) => (
            <HeroBannerCard
              key={banner.id}
              banner={banner}
              settingDefault={setDefault.isPending && setDefault.variables?.id === banner.id}
              onSetDefault={(chosen) => setDefault.mutate(chosen)}
              onDelete={setDeleting}
            />
          ))}
        </Grid>
      )}
      {banners.hasMore && (
        <LoadMoreButton onLoadMore={banners.loadMore} loading={banners.isLoadingMore}>
          Load more banners
        </LoadMoreButton>
      )}

      <DefaultHeroForm pending={setDefaultImage.isPending} onSubmit={(body) => setDefaultImage.mutateAsync(body)} />

      <AddBannerDialog
        open={adding}
        onOpenChange={setAdding}
        pending={upload.isPending}
        progress={uploadProgress}
        onUpload={(banner) => upload.mutateAsync(banner)}
      />
      <DeleteBannerDialog
        banner={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(banner) => remove.mutate(banner, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
