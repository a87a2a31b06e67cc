import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { photoAlt, photoImage, type GalleryPhoto } from '@/lib/gallery/gallery-photo';
import { nextIndex, previousIndex } from '@/lib/gallery/wrap-index';
import { ResponsiveImage } from '../media/responsive-image';
import { ArrowButton, onPhotoArrowStyle } from './arrow-button';

/** Slideshow dots (spec 01 §9): at most the first 5 photos. */
export const SLIDESHOW_DOTS = 5;

export interface FeaturedSlideshowProps {
  photos: readonly GalleryPhoto[];
  /** Opens the lightbox at this photo (index in `photos`). */
  onOpen: (index: number) => void;
  onIntent?: () => void;
  /**
   * 'first-five': dots jump to the first 5 photos (home); 'up-to-five': dots only when
   * there are 5 photos or fewer (classic template).
   */
  dots?: 'first-five' | 'up-to-five';
  label?: string;
  /** How many featured photos there are in all (a paged list: `photos` are the loaded ones). */
  total?: number;
  /** More pages: the next is asked for as the slideshow nears the last loaded photo. */
  hasMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * Featured slideshow (spec 01 §2): one photo at a time, previous / next arrows that wrap,
 * dots that jump. Mount it with a `key` per category so a new category starts at 0.
 */
export function FeaturedSlideshow({
  photos,
  onOpen,
  onIntent,
  dots = 'first-five',
  label = 'Featured photos',
  total: listTotal,
  hasMore = false,
  onLoadMore,
}: FeaturedSlideshowProps) {
  const [index, setIndex] = useState(0);
  const loadedCount = photos.length;
  const total = Math.max(listTotal ?? loadedCount, loadedCount);
  // Past the last loaded photo (its page is coming) the last one stays on screen.
  const photo = photos[Math.min(index, loadedCount - 1)];
  const nearEnd = hasMore && index >= loadedCount - 2;
  useEffect(() => {
    if (nearEnd) onLoadMore?.();
  }, [nearEnd, loadedCount, onLoadMore]);
  if (!photo) return null;
  const dotCount = dots === 'first-five' ? Math.min(total, SLIDESHOW_DOTS) : total <= SLIDESHOW_DOTS ? total : 0;
  // Across pages: it wraps only once every page is loaded.
  const next = () => setIndex(hasMore ? Math.min(index + 1, loadedCount) : nextIndex(index, loadedCount));
  const previous = () => setIndex(hasMore ? Math.max(0, index - 1) : previousIndex(Math.min(index, loadedCount - 1), loadedCount));

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={label} position="relative" data-testid="featured-slideshow">
      <Box position="relative" overflow="hidden" rounded="lg" bg="blackAlpha.800" style={{ aspectRatio: '16 / 9' }}>
        <chakra.button
          type="button"
          key={photo.id}
          onClick={() => onOpen(Math.min(index, loadedCount - 1))}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          // The name holds the text the slide shows (its title and 'by' line), as speech input users read it.
          aria-label={photo.photographer ? `Open ${photo.title} by ${photo.photographer}` : `Open ${photo.title}`}
          position="absolute"
          inset="0"
          w="full"
          cursor="zoom-in"
          animationName="fade-in"
          animationDuration="0.4s"
        >
          <ResponsiveImage image={photoImage(photo)} alt={photoAlt(photo)} sizes="(min-width: 1280px) 1200px, 100vw" layout="fill" />
          <Box
            position="absolute"
            insetX="0"
            bottom="0"
            px={{ base: '4', md: '8' }}
            pt="16"
            pb={{ base: '4', md: '6' }}
            textAlign="start"
            color="white"
            bgImage="linear-gradient(to top, rgba(0, 0, 0, 0.7), rgba(0, 0, 0, 0))"
          >
            <Text fontSize={{ base: 'md', md: 'xl' }} fontWeight="600" lineClamp={1}>
              {photo.title}
            </Text>
            {/* A space between the lines, so that their text reads "title by name", as the name says. */}{' '}
            {photo.photographer && (
              <Text fontSize="sm" color="whiteAlpha.800">
                by {photo.photographer}
              </Text>
            )}
          </Box>
        </chakra.button>
        {total > 1 && (
          <>
            <ArrowButton side="previous" inset="3" boxSize="10" fontSize="xl" aria-label="Previous featured photo" onClick={previous} {...onPhotoArrowStyle} />
            <ArrowButton side="next" inset="3" boxSize="10" fontSize="xl" aria-label="Next featured photo" onClick={next} {...onPhotoArrowStyle} />
          </>
        )}
      </Box>
      {dotCount > 1 && (
        <Flex justify="center" gap="1" mt="3" role="group" aria-label="Choose a featured photo">
          {Array.from({ length: dotCount }, (_, dot) => (
            <chakra.button
              key={dot}
              type="button"
              aria-label={`Show featured photo ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              boxSize="6"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
            >
              <Box
                h="2"
                w={dot === index ? '6' : '2'}
                rounded="full"
                bg={dot === index ? 'var(--tpl-primary, #0b0b0f)' : 'var(--tpl-border, #d4d4d4)'}
                transition="width 0.25s ease"
              />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Box>
  );
}
