import type { PortfolioProfile } from '@lumafolio/contracts';
import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LazyContactForm } from '@/components/contact/lazy-contact-form';
import { CategoryFilter, type FilterTone } from '@/components/gallery/category-filter';
import { GallerySkeleton } from '@/components/gallery/gallery-skeleton';
import { SiteFooter } from '@/components/layout/site-footer';
import { noPhotosMessage, portfolioGalleryHeading } from '@/lib/gallery/category-text';
import type { PortfolioGallery } from '../hooks/use-portfolio-gallery';
import { displayName } from '../utils/display-name';

/** Headings of the template pages: the template's font and heading weight. */
export const templateHeadingStyles = {
  fontFamily: 'var(--tpl-font-family)',
  fontWeight: 'var(--tpl-heading-weight)',
  color: 'var(--tpl-text)',
} as const;

/** The gallery's heading ('All Work' or the category) and its category buttons. */
export function GalleryHeader({
  gallery,
  tone,
  align = 'center',
  children,
}: {
  gallery: PortfolioGallery;
  tone: FilterTone;
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  return (
    <Stack gap="6" align={align === 'center' ? 'center' : 'flex-start'} textAlign={align} mb={{ base: '8', md: '10' }}>
      {children}
      <Heading as="h2" id="gallery-title" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="wide" {...templateHeadingStyles}>
        {portfolioGalleryHeading(gallery.category)}
      </Heading>
      {gallery.categories.length > 1 && (
        <Box w="full" maxW="4xl">
          <CategoryFilter
            categories={gallery.categories}
            selected={gallery.category}
            onSelect={gallery.setCategory}
            tone={tone}
            centered={align === 'center'}
          />
        </Box>
      )}
    </Stack>
  );
}

/**
 * What a gallery shows instead of photos (spec 01 §2): skeletons while loading, the load
 * failure, or the empty message; null when there are photos to show.
 */
export function GalleryStatus({ gallery, tone, withFeatured = false }: { gallery: PortfolioGallery; tone: FilterTone; withFeatured?: boolean }) {
  if (gallery.isPending) return <GallerySkeleton withFeatured={withFeatured} tone={tone} />;
  if (gallery.isError) {
    return (
      <Text textAlign="center" py="12" color="var(--tpl-text-light)" role="alert">
        Unable to load photos. Please try again later.
      </Text>
    );
  }
  if (gallery.photos.length === 0) {
    return (
      <Text textAlign="center" py="12" color="var(--tpl-text-light)">
        {noPhotosMessage(gallery.category)}
      </Text>
    );
  }
  return null;
}

/** The optional About section (the profile's aboutMe), #about. */
export function AboutSection({ profile, title = 'About', ...rest }: { profile: PortfolioProfile; title?: string } & BoxProps) {
  if (!profile.aboutMe?.trim()) return null;
  return (
    <Box as="section" id="about" aria-labelledby="about-title" py={{ base: '14', md: '20' }} {...rest}>
      <Container maxW="3xl" px={{ base: '5', md: '8' }}>
        <Stack gap="5" textAlign="center">
          <Heading as="h2" id="about-title" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="wide" {...templateHeadingStyles}>
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="var(--tpl-text-light)" whiteSpace="pre-line">
            {profile.aboutMe}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** The contact section, #contact: the message goes to this photographer. */
export function ContactSection({ profile, tone, ...rest }: { profile: PortfolioProfile; tone: FilterTone } & BoxProps) {
  return (
    <Box as="section" id="contact" aria-labelledby="contact-title" py={{ base: '14', md: '20' }} {...rest}>
      <Container maxW="3xl" px={{ base: '5', md: '8' }}>
        <Stack gap="3" textAlign="center" mb={{ base: '8', md: '10' }}>
          <Heading as="h2" id="contact-title" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="wide" {...templateHeadingStyles}>
            Get in Touch
          </Heading>
          <Text color="var(--tpl-text-light)">Write to {displayName(profile)} about prints, commissions or anything else.</Text>
        </Stack>
        <LazyContactForm portfolioUsername={profile.username} tone={tone} />
      </Container>
    </Box>
  );
}

/** The footer blocks: the photographer's name, social links and the copyright year. */
export function PortfolioFooter({ profile, tone }: { profile: PortfolioProfile; tone: FilterTone }) {
  return <SiteFooter title={displayName(profile)} owner={displayName(profile)} tone={tone === 'dark' ? 'dark' : 'light'} social={profile} />;
}
