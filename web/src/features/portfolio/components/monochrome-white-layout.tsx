import { memo, useMemo } from 'react';
import type { Photo } from '@lumafolio/contracts';
import { Box, Container, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { preloadLightbox } from '@/components/gallery/lazy-lightbox';
import { PhotoCard } from '@/components/gallery/photo-card';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { FittedHeading } from '@/components/typography/fitted-heading';
import { CONTAINED_SIZES } from '@/lib/media/preload-image';
import { SocialLinks } from '@/components/social/social-links';
import { LoadingMore } from '@/components/windowing/loading-more';
import { useChunkWindow } from '@/components/windowing/use-chunk-window';
import { useLoadMore } from '@/components/windowing/use-load-more';
import type { PortfolioGallery } from '../hooks/use-portfolio-gallery';
import { displayName } from '../utils/display-name';
import { fillSlots } from '../utils/monochrome-white-slots';
import { packSlots } from '../utils/pack-slots';
import { AboutSection, ContactSection, GalleryHeader, GalleryStatus, PortfolioFooter, templateHeadingStyles } from './portfolio-sections';
import { DEFAULT_PORTFOLIO_TAGLINE, type PortfolioLayoutProps } from './layout-props';

/** Tiles load at once in the first two rows. */
const FIRST_ROWS = 2;
const GRID_COLUMNS = { base: 2, md: 4, xl: 6 };

/**
 * Monochrome white (spec 01 §2): a bright grid of 2 / 4 / 6 columns in which featured
 * photos take a double-size tile, one in every 4th slot.
 */
export const MonochromeWhiteLayout = memo(function MonochromeWhiteLayout({ profile, hero, heroPending, gallery, tone }: PortfolioLayoutProps) {
  const hasAbout = Boolean(profile.aboutMe?.trim());
  return (
    <>
      <Box as="header" id={hasAbout ? undefined : 'about'} bg="var(--tpl-background)" color="var(--tpl-text)" pt={NAV_HEIGHT}>
        <Container maxW="7xl" px={{ base: '4', md: '8' }} pt={{ base: '12', md: '16' }} pb={{ base: '8', md: '10' }}>
          <Stack gap="4" align="center" textAlign="center">
            <FittedHeading
              as="h1"
              text={displayName(profile)}
              steps={{ base: { fontSize: '4xl', tracking: 0.18 }, md: { fontSize: '6xl', tracking: 0.18 } }}
              lineHeight="1.2"
              {...templateHeadingStyles}
            />
            <Text fontSize="sm" letterSpacing="0.35em" textTransform="uppercase" color="var(--tpl-text-light)">
              {profile.tagline?.trim() || DEFAULT_PORTFOLIO_TAGLINE}
            </Text>
            <SocialLinks profile={profile} tone="light" size="sm" />
          </Stack>
        </Container>
        {(hero || heroPending) && (
          <Container maxW="7xl" px={{ base: '4', md: '8' }}>
            <Box
              position="relative"
              overflow="hidden"
              bg="var(--tpl-accent)"
              css={{ aspectRatio: { base: '4 / 3', md: '21 / 9' } }}
              data-testid="monochrome-white-hero"
            >
              {hero && <ResponsiveImage image={hero} alt="" sizes={CONTAINED_SIZES} priority layout="fill" />}
            </Box>
          </Container>
        )}
      </Box>

      <AfterFirstPaint>
        <AboutSection profile={profile} bg="var(--tpl-background)" color="var(--tpl-text)" />

        <Box as="section" id="gallery" aria-labelledby="gallery-title" bg="var(--tpl-background)" color="var(--tpl-text)" py={{ base: '12', md: '16' }}>
          <Container maxW="7xl" px={{ base: '4', md: '8' }}>
            <GalleryHeader gallery={gallery} tone={tone} />
            <GalleryStatus gallery={gallery} tone={tone} />
            {!gallery.isPending && !gallery.isError && gallery.photos.length > 0 && <SlotGrid gallery={gallery} aboveTheFold={!hero && !heroPending} />}
          </Container>
        </Box>

        <ContactSection profile={profile} tone={tone} bg="var(--tpl-accent)" color="var(--tpl-text)" />
        <PortfolioFooter profile={profile} tone={tone} />
      </AfterFirstPaint>
    </>
  );
});

/**
 * The grid, packed so that no cell stays empty (see packSlots). Built in the browser after
 * the first paint, so the number of columns is known; every row is as tall as a column is
 * wide (a container query unit), so tiles spanning several cells line up with the others.
 * A page's worth of photos at a time is packed into a grid of its own (see useChunkWindow):
 * the next page adds grids below instead of repacking the ones on screen, and grids far
 * from the viewport are drawn as empty boxes of their height.
 */
function SlotGrid({ gallery, aboveTheFold }: { gallery: PortfolioGallery; aboveTheFold: boolean }) {
  const photos = gallery.photos;
  const columns = useBreakpointValue(GRID_COLUMNS, { ssr: false }) ?? GRID_COLUMNS.base;
  const { chunks, chunkRef } = useChunkWindow(photos.length);
  const end = useLoadMore<HTMLDivElement>(gallery.list.hasMore, gallery.list.loadMore, photos.length);
  const gap = columns === GRID_COLUMNS.base ? '0.5rem' : '0.75rem';
  return (
    <Box css={{ containerType: 'inline-size' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap }}>
        {chunks.map((chunk) => (
          <div key={chunk.index} ref={chunkRef(chunk.index)} style={chunk.spacer === null ? undefined : { height: chunk.spacer }}>
            {chunk.spacer === null && (
              <SlotChunk
                photos={photos}
                start={chunk.start}
                end={chunk.end}
                columns={columns}
                gap={gap}
                aboveTheFold={aboveTheFold && chunk.index === 0}
                onOpen={(index) => gallery.open('photos', index)}
              />
            )}
          </div>
        ))}
      </div>
      {gallery.list.hasMore && <LoadingMore ref={end} />}
    </Box>
  );
}

function SlotChunk({
  photos,
  start,
  end,
  columns,
  gap,
  aboveTheFold,
  onOpen,
}: {
  photos: readonly Photo[];
  start: number;
  end: number;
  columns: number;
  gap: string;
  aboveTheFold: boolean;
  onOpen: (index: number) => void;
}) {
  const placed = useMemo(() => packSlots(fillSlots(photos.slice(start, end)), columns), [photos, start, end, columns]);
  // The lightbox moves through the gallery's list (page after page), from the tile's photo.
  const indexOf = useMemo(() => new Map(photos.slice(start, end).map((photo, offset) => [photo.id, start + offset])), [photos, start, end]);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: `calc((100cqi - ${columns - 1} * ${gap}) / ${columns})`,
        gap,
      }}
      data-testid="monochrome-white-grid"
    >
      {placed.map((slot, index) => (
        // Plain elements per tile: the grid may hold a hundred of them.
        <div
          key={slot.photo.id}
          data-size={slot.size}
          style={{ gridRow: `${slot.row + 1} / span ${slot.rowSpan}`, gridColumn: `${slot.column + 1} / span ${slot.columnSpan}` }}
        >
          <PhotoCard
            photo={slot.photo}
            index={index}
            fill
            radius="0"
            sizes={`${Math.ceil((100 * slot.columnSpan) / columns)}vw`}
            priority={aboveTheFold && slot.row < FIRST_ROWS}
            onOpen={() => onOpen(indexOf.get(slot.photo.id) ?? start)}
            onIntent={preloadLightbox}
          />
        </div>
      ))}
    </div>
  );
}
