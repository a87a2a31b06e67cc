import { memo } from 'react';
import type { Photo } from '@lumafolio/contracts';
import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { preloadLightbox } from '../../../components/gallery/lazy-lightbox';
import { PhotoCard } from '../../../components/gallery/photo-card';
import { NAV_HEIGHT } from '../../../components/layout/layout-constants';
import { AfterFirstPaint } from '../../../components/layout/after-first-paint';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { FittedHeading } from '../../../components/typography/fitted-heading';
import { CONTAINED_SIZES } from '../../../lib/media/preload-image';
import { SocialLinks } from '../../../components/social/social-links';
import { displayName } from '../utils/display-name';
import { fillSlots } from '../utils/monochrome-white-slots';
import { AboutSection, ContactSection, GalleryHeader, GalleryStatus, PortfolioFooter, templateHeadingStyles } from './portfolio-sections';
import { DEFAULT_PORTFOLIO_TAGLINE, type PortfolioLayoutProps } from './layout-props';

/** Tiles load at once in the first rows (up to 6 columns). */
const FIRST_ROWS = 6;
const DOUBLE_TILE = { gridColumn: 'span 2', gridRow: 'span 2' } as const;
const DOUBLE_SIZES = '(min-width: 1280px) 34vw, (min-width: 768px) 50vw, 100vw';
const SINGLE_SIZES = '(min-width: 1280px) 17vw, (min-width: 768px) 25vw, 50vw';

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
            <Box position="relative" overflow="hidden" bg="var(--tpl-accent)" css={{ aspectRatio: { base: '4 / 3', md: '21 / 9' } }} data-testid="monochrome-white-hero">
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
            {!gallery.isPending && !gallery.isError && gallery.photos.length > 0 && (
              <SlotGrid photos={gallery.photos} aboveTheFold={!hero && !heroPending} onOpen={(list, index) => gallery.open(list, index)} />
            )}
          </Container>
        </Box>

        <ContactSection profile={profile} tone={tone} bg="var(--tpl-accent)" color="var(--tpl-text)" />
        <PortfolioFooter profile={profile} tone={tone} />
      </AfterFirstPaint>
    </>
  );
});

function SlotGrid({ photos, aboveTheFold, onOpen }: { photos: readonly Photo[]; aboveTheFold: boolean; onOpen: (list: readonly Photo[], index: number) => void }) {
  const slots = fillSlots(photos);
  // The lightbox follows the grid's order.
  const ordered = slots.map((slot) => slot.photo);
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }}
      gridAutoFlow="dense"
      gap={{ base: '2', md: '3' }}
      data-testid="monochrome-white-grid"
    >
      {slots.map((slot, index) => (
        // Plain elements per tile: the grid may hold a hundred of them.
        <div key={slot.photo.id} data-size={slot.size} style={slot.size === 'double' ? DOUBLE_TILE : undefined}>
          <PhotoCard
            photo={slot.photo}
            index={index}
            aspectRatio="1 / 1"
            radius="0"
            sizes={slot.size === 'double' ? DOUBLE_SIZES : SINGLE_SIZES}
            priority={aboveTheFold && index < FIRST_ROWS}
            onOpen={() => onOpen(ordered, index)}
            onIntent={preloadLightbox}
          />
        </div>
      ))}
    </Box>
  );
}
