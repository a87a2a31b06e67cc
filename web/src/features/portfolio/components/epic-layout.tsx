import type { Photo } from '@lumafolio/contracts';
import { Box, chakra, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, memo } from 'react';
import { preloadLightbox } from '@/components/gallery/lazy-lightbox';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { FittedHeading } from '@/components/typography/fitted-heading';
import { FULL_WIDTH_SIZES } from '@/lib/media/preload-image';
import { SocialLinks } from '@/components/social/social-links';
import { categoryLabel } from '@/lib/gallery/category-text';
import { photoAlt, photoImage } from '@/lib/gallery/gallery-photo';
import { placeholderDataUrl } from '@/lib/media/thumbhash-placeholder';
import { useNearViewport } from '@/components/gallery/use-near-viewport';
import { LoadingMore } from '@/components/windowing/loading-more';
import { useChunkWindow } from '@/components/windowing/use-chunk-window';
import { useLoadMore } from '@/components/windowing/use-load-more';
import type { PagedList } from '@/lib/queries/paged';
import { useEpicScrollSnap } from '../hooks/use-epic-scroll-snap';
import { displayName } from '../utils/display-name';
import { Portrait } from './portrait';
import { ContactSection, GalleryHeader, GalleryStatus, PortfolioFooter, templateHeadingStyles } from './portfolio-sections';
import { ScrollCue } from '@/components/gallery/scroll-cue';
import { DEFAULT_PORTFOLIO_TAGLINE, type PortfolioLayoutProps } from './layout-props';

/** Shown in 'About the Artist' when the photographer has not written about themselves yet. */
export const EPIC_DEFAULT_ABOUT = 'Every frame here is a moment that asked to be kept. Scroll on, and take your time with each one.';

/**
 * Epic (spec 01 §2): a full-height hero, 'About the Artist', then each photo as a full
 * panel, with scroll snapping between the panels.
 */
export const EpicLayout = memo(function EpicLayout({ profile, hero, gallery, tone }: PortfolioLayoutProps) {
  const name = displayName(profile);
  return (
    <>
      <Box
        as="section"
        aria-labelledby="portfolio-name"
        position="relative"
        overflow="hidden"
        h="100svh"
        minH="560px"
        bg="#050506"
        color="white"
        data-testid="epic-hero"
      >
        {hero && <ResponsiveImage image={hero} alt="" sizes={FULL_WIDTH_SIZES} priority layout="fill" />}
        <Box aria-hidden position="absolute" inset="0" bgImage="linear-gradient(180deg, rgba(0,0,0,0.35) 0%, rgba(0,0,0,0.15) 40%, rgba(0,0,0,0.85) 100%)" />
        <Container position="relative" h="full" maxW="7xl" px={{ base: '5', md: '10' }}>
          <Flex h="full" direction="column" justify="flex-end" pb={{ base: '24', md: '28' }}>
            <Text
              fontSize={{ base: 'xs', md: 'sm' }}
              letterSpacing="0.4em"
              textTransform="uppercase"
              color="var(--tpl-accent)"
              mb="4"
              textShadow="0 2px 12px rgba(0,0,0,0.6)"
            >
              {profile.tagline?.trim() || DEFAULT_PORTFOLIO_TAGLINE}
            </Text>
            <FittedHeading
              as="h1"
              id="portfolio-name"
              text={name}
              fontFamily="var(--tpl-font-family)"
              fontWeight="var(--tpl-heading-weight)"
              steps={{ base: { fontSize: '5xl', tracking: -0.025 }, md: { fontSize: '8xl', tracking: -0.025 }, xl: { fontSize: '9xl', tracking: -0.025 } }}
              lineHeight="0.95"
              textShadow="0 6px 40px rgba(0,0,0,0.6)"
            />
          </Flex>
        </Container>
        <ScrollCue href="#about" label="Scroll to About the Artist" />
      </Box>

      <AfterFirstPaint>
        <Box as="section" id="about" aria-labelledby="about-title" bg="var(--tpl-background)" color="var(--tpl-text)" py={{ base: '16', md: '28' }}>
          <Container maxW="6xl" px={{ base: '5', md: '10' }}>
            <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={{ base: '10', md: '16' }} alignItems="center">
              <Flex justify={{ base: 'center', md: 'flex-start' }}>
                <Portrait
                  profile={profile}
                  size="2xl"
                  boxSize={{ base: '48', md: '64' }}
                  fontSize={{ base: '7xl', md: '8xl' }}
                  bg="var(--tpl-accent)"
                  color="var(--tpl-background)"
                />
              </Flex>
              <Stack gap="6">
                <Heading
                  as="h2"
                  id="about-title"
                  fontSize={{ base: '3xl', md: '5xl' }}
                  textTransform="uppercase"
                  letterSpacing="tight"
                  {...templateHeadingStyles}
                >
                  About the Artist
                </Heading>
                <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="var(--tpl-text-light)" whiteSpace="pre-line">
                  {profile.aboutMe?.trim() || EPIC_DEFAULT_ABOUT}
                </Text>
                <SocialLinks profile={profile} tone="dark" />
              </Stack>
            </Grid>
          </Container>
        </Box>

        <Box as="section" id="gallery" aria-labelledby="gallery-title" bg="var(--tpl-background)" color="var(--tpl-text)" pt={{ base: '12', md: '20' }}>
          <Container maxW="7xl" px={{ base: '5', md: '10' }}>
            <GalleryHeader gallery={gallery} tone={tone} />
            <Box pb="12">
              <GalleryStatus gallery={gallery} tone={tone} />
            </Box>
          </Container>
          {!gallery.isPending && !gallery.isError && gallery.photos.length > 0 && (
            <EpicPanels list={gallery.list} onOpen={(index) => gallery.open('photos', index)} />
          )}
        </Box>

        <ContactSection profile={profile} tone={tone} bg="var(--tpl-card-background)" color="var(--tpl-text)" />
        <PortfolioFooter profile={profile} tone={tone} />
      </AfterFirstPaint>
    </>
  );
});

/**
 * The panels, a page's worth at a time (see useChunkWindow): those far from the viewport
 * are one empty box of their height; the next page is asked for as the visitor nears the end.
 */
function EpicPanels({ list, onOpen }: { list: PagedList<Photo>; onOpen: (index: number) => void }) {
  const photos = list.items;
  const panelsRef = useRef<HTMLDivElement>(null);
  useEpicScrollSnap(panelsRef, photos.length);
  const { chunks, chunkRef } = useChunkWindow(photos.length);
  const end = useLoadMore<HTMLDivElement>(list.hasMore, list.loadMore, photos.length);
  return (
    <>
      <div ref={panelsRef} data-testid="epic-panels">
        {chunks.map((chunk) => (
          <div key={chunk.index} ref={chunkRef(chunk.index)} style={chunk.spacer === null ? undefined : { height: chunk.spacer }}>
            {chunk.spacer === null &&
              photos
                .slice(chunk.start, chunk.end)
                .map((photo, offset) => (
                  <EpicPanel key={photo.id} photo={photo} index={chunk.start + offset} total={list.total} onOpen={() => onOpen(chunk.start + offset)} />
                ))}
          </div>
        ))}
      </div>
      {list.hasMore && <LoadingMore ref={end} />}
    </>
  );
}

const PANEL_STYLE = { position: 'relative', height: '100svh', overflow: 'hidden', background: '#000' } as const;

/** One full-screen photo panel; its content is built as it comes near the viewport. */
function EpicPanel({ photo, index, total, onOpen }: { photo: Photo; index: number; total: number; onOpen: () => void }) {
  const [panelRef, near] = useNearViewport<HTMLElement>('100% 0px');
  return (
    <article ref={panelRef} aria-label={photo.title} style={PANEL_STYLE} data-testid="epic-panel" data-epic-panel="">
      {near && <EpicPanelContent photo={photo} index={index} total={total} onOpen={onOpen} />}
    </article>
  );
}

function EpicPanelContent({ photo, index, total, onOpen }: { photo: Photo; index: number; total: number; onOpen: () => void }) {
  const backdrop = placeholderDataUrl(photo.placeholder);
  return (
    <>
      {backdrop && (
        <Box aria-hidden position="absolute" inset="-40px" bgImage={`url("${backdrop}")`} bgSize="cover" bgPos="center" filter="blur(30px) brightness(0.55)" />
      )}
      <chakra.button
        type="button"
        onClick={onOpen}
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        aria-label={`Open ${photo.title}`}
        position="absolute"
        inset={{ base: '0', md: '10' }}
        cursor="zoom-in"
        _focusVisible={{ outline: '3px solid', outlineColor: 'var(--tpl-accent)', outlineOffset: '-3px' }}
      >
        <ResponsiveImage image={photoImage(photo)} alt={photoAlt(photo)} sizes="100vw" layout="fill" fit="contain" />
      </chakra.button>
      <Box
        position="absolute"
        left={{ base: '5', md: '14' }}
        bottom={{ base: '6', md: '14' }}
        maxW="xl"
        color="white"
        pointerEvents="none"
        textShadow="0 2px 16px rgba(0,0,0,0.8)"
      >
        <Text fontSize="xs" letterSpacing="0.3em" textTransform="uppercase" color="whiteAlpha.800">
          {String(index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')} · {categoryLabel(photo.category)}
        </Text>
        <Heading as="h3" mt="2" fontSize={{ base: 'xl', md: '3xl' }} fontFamily="var(--tpl-font-family)" fontWeight="var(--tpl-heading-weight)">
          {photo.title}
        </Heading>
      </Box>
    </>
  );
}
