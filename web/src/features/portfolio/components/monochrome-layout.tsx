import type { Photo } from '@lumafolio/contracts';
import { Box, chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, memo } from 'react';
import { SkeletonBlock } from '@/components/gallery/gallery-skeleton';
import { preloadLightbox } from '@/components/gallery/lazy-lightbox';
import { MasonryGrid } from '@/components/gallery/masonry-grid';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { placeholderDataUrl } from '@/lib/media/thumbhash-placeholder';
import { FittedHeading } from '@/components/typography/fitted-heading';
import { CONTAINED_SIZES } from '@/lib/media/preload-image';
import { SocialLinks } from '@/components/social/social-links';
import { photoAlt, photoImage } from '@/lib/gallery/gallery-photo';
import { displayName } from '../utils/display-name';
import { AboutSection, ContactSection, GalleryHeader, GalleryStatus, PortfolioFooter, templateHeadingStyles } from './portfolio-sections';
import { DEFAULT_PORTFOLIO_TAGLINE, type PortfolioLayoutProps } from './layout-props';

/** The viewer shows this many featured photos as thumbnails. */
const VIEWER_THUMBNAILS = 12;

/**
 * Monochrome (spec 01 §2): black gallery walls, no hero. A large featured viewer with
 * thumbnails under the title 'FEATURED', then the 'Collection' in columns.
 */
export const MonochromeLayout = memo(function MonochromeLayout({ profile, gallery, tone }: PortfolioLayoutProps) {
  const hasAbout = Boolean(profile.aboutMe?.trim());
  // The featured photos (their own list: they may not be among the first page of all), else the newest.
  const viewerSource = gallery.featured.items.length > 0 ? 'featured' : 'all';
  const viewerPhotos = (viewerSource === 'featured' ? gallery.featured : gallery.all).items.slice(0, VIEWER_THUMBNAILS);
  return (
    <>
      <Box as="header" id={hasAbout ? undefined : 'about'} bg="var(--tpl-background)" color="var(--tpl-text)" pt={NAV_HEIGHT}>
        <Container maxW="7xl" px={{ base: '5', md: '8' }} py={{ base: '10', md: '14' }}>
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }}>
            <Stack gap="3" flex="1" minW="0" w="full">
              <FittedHeading
                as="h1"
                text={displayName(profile)}
                steps={{ base: { fontSize: '3xl', tracking: 0.2 }, md: { fontSize: '5xl', tracking: 0.2 } }}
                lineHeight="1.2"
                {...templateHeadingStyles}
              />
              <Text fontSize="sm" letterSpacing="0.3em" textTransform="uppercase" color="var(--tpl-text-light)">
                {profile.tagline?.trim() || DEFAULT_PORTFOLIO_TAGLINE}
              </Text>
            </Stack>
            <SocialLinks profile={profile} tone="dark" size="sm" />
          </Flex>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="featured-title" bg="var(--tpl-background)" color="var(--tpl-text)">
        <Container maxW="7xl" px={{ base: '5', md: '8' }} pb={{ base: '12', md: '16' }}>
          <Heading as="h2" id="featured-title" fontSize="sm" letterSpacing="0.5em" mb="5" {...templateHeadingStyles} fontWeight="500">
            FEATURED
          </Heading>
          {gallery.all.isPending || gallery.featured.isPending ? (
            // The viewer's shape: stage, caption line, thumbnails.
            <Box aria-hidden>
              <SkeletonBlock tone="dark" w="full" style={{ aspectRatio: '3 / 2' }} maxH="72vh" />
              <Box mt="3" h="5" />
              <SkeletonBlock tone="dark" mt="3" mb="1" w={{ base: '20', md: '28' }} h={{ base: '14', md: '20' }} />
            </Box>
          ) : viewerPhotos.length > 0 ? (
            <FeaturedViewer photos={viewerPhotos} onOpen={(index) => gallery.open(viewerSource, index)} />
          ) : null}
        </Container>
      </Box>

      <AfterFirstPaint>
        <AboutSection profile={profile} bg="var(--tpl-card-background)" color="var(--tpl-text)" />

        <Box as="section" id="gallery" aria-labelledby="gallery-title" bg="var(--tpl-background)" color="var(--tpl-text)" py={{ base: '12', md: '16' }}>
          <Container maxW="7xl" px={{ base: '5', md: '8' }}>
            <GalleryHeader gallery={gallery} tone={tone} align="start">
              <Heading as="p" fontSize={{ base: '4xl', md: '6xl' }} letterSpacing="tight" {...templateHeadingStyles}>
                Collection
              </Heading>
            </GalleryHeader>
            <GalleryStatus gallery={gallery} tone={tone} />
            {!gallery.isPending && !gallery.isError && gallery.photos.length > 0 && (
              <MasonryGrid
                photos={gallery.photos}
                hasMore={gallery.list.hasMore}
                onLoadMore={gallery.list.loadMore}
                gap={8}
                radius="0"
                onOpen={(index) => gallery.open('photos', index)}
                onIntent={preloadLightbox}
              />
            )}
          </Container>
        </Box>

        <ContactSection profile={profile} tone={tone} bg="var(--tpl-card-background)" color="var(--tpl-text)" />
        <PortfolioFooter profile={profile} tone={tone} />
      </AfterFirstPaint>
    </>
  );
});

function FeaturedViewer({ photos, onOpen }: { photos: readonly Photo[]; onOpen: (index: number) => void }) {
  const [index, setIndex] = useState(0);
  const photo = photos[index] ?? photos[0];
  if (!photo) return null;
  return (
    <Box data-testid="featured-viewer">
      <chakra.button
        type="button"
        onClick={() => onOpen(index)}
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        aria-label={`Open ${photo.title}`}
        position="relative"
        display="block"
        w="full"
        maxH="72vh"
        bg="#000"
        cursor="zoom-in"
        style={{ aspectRatio: '3 / 2' }}
        _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
      >
        <ResponsiveImage key={photo.id} image={photoImage(photo)} alt={photoAlt(photo)} sizes={CONTAINED_SIZES} priority layout="fill" fit="contain" />
      </chakra.button>
      {/* One line whatever the title: a clamped block keeps the height of all its lines and
          ran under the thumbnails. */}
      <Flex mt="3" h="5" justify="space-between" align="center" gap="4">
        <Text fontSize="sm" lineHeight="5" color="var(--tpl-text)" truncate minW="0" title={photo.title}>
          {photo.title}
        </Text>
        <Text fontSize="xs" color="var(--tpl-text-light)" letterSpacing="wider" flexShrink={0}>
          {index + 1} / {photos.length}
        </Text>
      </Flex>
      {photos.length > 1 && (
        <Flex mt="3" gap="2" overflowX="auto" pb="1" role="group" aria-label="Featured photos" css={{ scrollbarWidth: 'thin' }}>
          {photos.map((thumbnail, thumbnailIndex) => (
            <chakra.button
              key={thumbnail.id}
              type="button"
              aria-label={`Show ${thumbnail.title}`}
              aria-current={thumbnailIndex === index ? 'true' : undefined}
              onClick={() => setIndex(thumbnailIndex)}
              position="relative"
              flexShrink={0}
              w={{ base: '20', md: '28' }}
              h={{ base: '14', md: '20' }}
              overflow="hidden"
              cursor="pointer"
              opacity={thumbnailIndex === index ? 1 : 0.45}
              outline={thumbnailIndex === index ? '1px solid white' : 'none'}
              transition="opacity 0.2s ease"
              _hover={{ opacity: 1 }}
              _focusVisible={{ outline: '2px solid white' }}
              style={thumbnailPlaceholder(thumbnail)}
            >
              {/* The thumbnails' files wait for the app: before it, they took the viewer's bandwidth on a slow line. */}
              <AfterFirstPaint>
                <ResponsiveImage image={photoImage(thumbnail)} alt="" sizes="112px" layout="fill" />
              </AfterFirstPaint>
            </chakra.button>
          ))}
        </Flex>
      )}
    </Box>
  );
}

/** The thumbnail's ThumbHash, painted until its file is asked for. */
function thumbnailPlaceholder(photo: Photo) {
  const placeholder = placeholderDataUrl(photoImage(photo).placeholder);
  return placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
}
