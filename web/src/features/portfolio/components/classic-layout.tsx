import { memo } from 'react';
import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { FeaturedSlideshow } from '@/components/gallery/featured-slideshow';
import { preloadLightbox } from '@/components/gallery/lazy-lightbox';
import { MasonryGrid } from '@/components/gallery/masonry-grid';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { FittedHeading } from '@/components/typography/fitted-heading';
import { FULL_WIDTH_SIZES } from '@/lib/media/preload-image';
import { SocialLinks } from '@/components/social/social-links';
import { ALL_CATEGORIES } from '@/lib/gallery/category-text';
import { displayName } from '../utils/display-name';
import { Portrait } from './portrait';
import { ScrollCue } from '@/components/gallery/scroll-cue';
import { AboutSection, ContactSection, GalleryHeader, GalleryStatus, PortfolioFooter } from './portfolio-sections';
import { DEFAULT_PORTFOLIO_TAGLINE, type PortfolioLayoutProps } from './layout-props';

/**
 * Classic (spec 01 §2): full-screen hero with the owner's banner, round profile picture,
 * name, tagline and social links; a featured carousel (dots only for 5 photos or fewer) and
 * a masonry grid.
 */
export const ClassicLayout = memo(function ClassicLayout({ profile, hero, gallery, tone }: PortfolioLayoutProps) {
  const hasAbout = Boolean(profile.aboutMe?.trim());
  const showCarousel = gallery.category === ALL_CATEGORIES && gallery.featured.items.length > 0;
  return (
    <>
      <Box
        as="section"
        id={hasAbout ? undefined : 'about'}
        aria-labelledby="portfolio-name"
        position="relative"
        overflow="hidden"
        minH="max(600px, 100svh)"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="#101014"
        color="white"
        data-testid="classic-hero"
      >
        {hero && <ResponsiveImage image={hero} alt="" sizes={FULL_WIDTH_SIZES} priority layout="fill" />}
        <Box aria-hidden position="absolute" inset="0" bgImage="linear-gradient(180deg, rgba(0,0,0,0.55) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0.75) 100%)" />
        <Container position="relative" maxW="4xl" px={{ base: '5', md: '8' }} pt="24" pb="28">
          <Stack align="center" textAlign="center" gap={{ base: '5', md: '6' }}>
            <Portrait
              profile={profile}
              size="2xl"
              boxSize={{ base: '28', md: '36' }}
              fontSize={{ base: '5xl', md: '6xl' }}
              borderWidth="3px"
              borderColor="whiteAlpha.800"
              boxShadow="0 12px 40px rgba(0,0,0,0.45)"
            />
            <FittedHeading
              as="h1"
              id="portfolio-name"
              text={displayName(profile)}
              fontFamily="var(--tpl-font-family)"
              fontWeight="var(--tpl-heading-weight)"
              steps={{ base: { fontSize: '4xl', tracking: 0.08 }, md: { fontSize: '6xl', tracking: 0.14 }, lg: { fontSize: '7xl', tracking: 0.14 } }}
              lineHeight="1.1"
              textShadow="0 4px 24px rgba(0,0,0,0.5)"
            />
            <Text
              fontSize={{ base: 'sm', md: 'md' }}
              letterSpacing="0.32em"
              textTransform="uppercase"
              color="whiteAlpha.900"
              textShadow="0 2px 12px rgba(0,0,0,0.6)"
            >
              {profile.tagline?.trim() || DEFAULT_PORTFOLIO_TAGLINE}
            </Text>
            <SocialLinks profile={profile} tone="dark" />
          </Stack>
        </Container>
        <ScrollCue />
      </Box>

      <AfterFirstPaint>
        <AboutSection profile={profile} bg="var(--tpl-accent)" />

        <Box as="section" id="gallery" aria-labelledby="gallery-title" bg="var(--tpl-background)" py={{ base: '14', md: '20' }}>
          <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
            <GalleryHeader gallery={gallery} tone={tone} />
            <GalleryStatus gallery={gallery} tone={tone} withFeatured={gallery.category === ALL_CATEGORIES} />
            {!gallery.isPending && !gallery.isError && gallery.photos.length > 0 && (
              <>
                {showCarousel && (
                  <Box mb={{ base: '10', md: '14' }}>
                    <FeaturedSlideshow
                      key={gallery.category}
                      photos={gallery.featured.items}
                      total={gallery.featured.total}
                      hasMore={gallery.featured.hasMore}
                      onLoadMore={gallery.featured.loadMore}
                      dots="up-to-five"
                      onIntent={preloadLightbox}
                      onOpen={(index) => gallery.open('featured', index)}
                    />
                  </Box>
                )}
                <MasonryGrid
                  photos={gallery.photos}
                  hasMore={gallery.list.hasMore}
                  onLoadMore={gallery.list.loadMore}
                  onOpen={(index) => gallery.open('photos', index)}
                  onIntent={preloadLightbox}
                />
              </>
            )}
          </Container>
        </Box>

        <ContactSection profile={profile} tone={tone} bg="var(--tpl-accent)" />
        <PortfolioFooter profile={profile} tone={tone} />
      </AfterFirstPaint>
    </>
  );
});
