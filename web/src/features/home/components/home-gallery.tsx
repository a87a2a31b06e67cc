import { memo, useMemo } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FeaturedSlideshow } from '@/components/gallery/featured-slideshow';
import { GallerySkeleton } from '@/components/gallery/gallery-skeleton';
import { LazyLightbox, preloadLightbox } from '@/components/gallery/lazy-lightbox';
import { MasonryGrid } from '@/components/gallery/masonry-grid';
import { useLightbox } from '@/components/gallery/use-lightbox';
import { ALL_CATEGORIES, homeGalleryHeading } from '@/lib/gallery/category-text';
import { usePagedList } from '@/lib/queries/paged';
import { homePhotosQueryOptions } from '../api/home-photos';

export interface HomeGalleryProps {
  category: string;
  customLabels?: ReadonlyMap<string, string>;
}

/**
 * The home gallery, #gallery (spec 01 §2): 'Featured Work' or the category's name; for all a
 * featured slideshow first; then the masonry grid; skeletons while loading; the lightbox.
 */
export const HomeGallery = memo(function HomeGallery({ category, customLabels }: HomeGalleryProps) {
  const query = useInfiniteQuery(homePhotosQueryOptions(category));
  const list = usePagedList(query);
  const photos = list.items;
  const lightbox = useLightbox();
  const isAll = category === ALL_CATEGORIES;
  const featured = useMemo(() => photos.filter((photo) => photo.featured), [photos]);
  // The featured ones come first (a signed-in user's own feed) or are all there is (visitors):
  // the slideshow goes on into the next page only while every loaded photo is featured.
  const slidesAreAll = featured.length === 0 || featured.length === photos.length;
  const slides = slidesAreAll ? photos : featured;

  return (
    <Box as="section" id="gallery" aria-labelledby="gallery-title" bg="bg" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Heading
          id="gallery-title"
          as="h2"
          textAlign="center"
          fontSize={{ base: '2xl', md: '4xl' }}
          fontWeight="700"
          letterSpacing="tight"
          mb={{ base: '8', md: '12' }}
        >
          {homeGalleryHeading(category, customLabels)}
        </Heading>

        {query.isPending ? (
          <GallerySkeleton withFeatured={isAll} />
        ) : query.isError ? (
          <Text textAlign="center" color="fg.muted" py="10" role="alert">
            Error loading photos. Please try again later.
          </Text>
        ) : photos.length === 0 ? (
          <Text textAlign="center" color="fg.muted" py="10">
            No photos to display.
          </Text>
        ) : (
          <>
            {isAll && (
              <Box mb={{ base: '10', md: '14' }}>
                <FeaturedSlideshow
                  key={category}
                  photos={slides}
                  total={slidesAreAll ? list.total : slides.length}
                  hasMore={slidesAreAll && list.hasMore}
                  onLoadMore={list.loadMore}
                  onIntent={preloadLightbox}
                  onOpen={(slide) =>
                    lightbox.open(
                      Math.max(
                        0,
                        photos.findIndex((photo) => photo.id === slides[slide]?.id),
                      ),
                    )
                  }
                />
              </Box>
            )}
            <MasonryGrid photos={photos} hasMore={list.hasMore} onLoadMore={list.loadMore} onOpen={lightbox.open} onIntent={preloadLightbox} />
          </>
        )}
      </Container>
      <LazyLightbox
        open={lightbox.isOpen}
        photos={photos}
        total={list.total}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        index={lightbox.index ?? 0}
        onIndexChange={lightbox.setIndex}
        onClose={lightbox.close}
      />
    </Box>
  );
});
