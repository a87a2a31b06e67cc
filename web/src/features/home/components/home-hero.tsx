import { memo } from 'react';
import type { CurrentUser } from '@lumafolio/contracts';
import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { CategoryFilter } from '@/components/gallery/category-filter';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { FittedHeading } from '@/components/typography/fitted-heading';
import { FULL_WIDTH_SIZES } from '@/lib/media/preload-image';
import { brand } from '@/lib/config';
import { fullName } from '@/lib/user-display';
import { useHomeHero } from '../hooks/use-home-hero';
import { ScrollCue } from '@/components/gallery/scroll-cue';

export interface HomeHeroProps {
  user: CurrentUser | null;
  categories: readonly string[];
  customLabels?: ReadonlyMap<string, string>;
  category: string;
  onCategoryChange: (category: string) => void;
}

/** Spec 01 §2: the home hero's minimum heights (600, 700 and 800 px), at least the screen. */
export const HERO_MIN_HEIGHT = { base: 'max(600px, 100svh)', md: 'max(700px, 100svh)', lg: 'max(800px, 100svh)' } as const;

/**
 * Home hero (spec 01 §2): full-screen banner image, large title (the product's name in
 * capitals, or the signed-in user's name), tagline, the category buttons and a scroll-down
 * link to the gallery. The image fills a box of fixed size, so it arrives without moving
 * anything; the shade keeps white text readable on any banner.
 */
export const HomeHero = memo(function HomeHero({ user, categories, customLabels, category, onCategoryChange }: HomeHeroProps) {
  const { hero } = useHomeHero();
  const title = user ? fullName(user) || user.username || brand.name : brand.name;
  const tagline = user?.tagline?.trim() || brand.tagline;

  return (
    <Box
      as="section"
      aria-labelledby="home-title"
      position="relative"
      overflow="hidden"
      color="white"
      bg="ink.900"
      minH={HERO_MIN_HEIGHT}
      display="flex"
      alignItems="center"
      data-testid="home-hero"
    >
      {hero && <ResponsiveImage image={hero} alt="" sizes={FULL_WIDTH_SIZES} priority layout="fill" />}
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        bgImage="linear-gradient(180deg, rgba(8, 8, 12, 0.55) 0%, rgba(8, 8, 12, 0.3) 38%, rgba(8, 8, 12, 0.45) 62%, rgba(8, 8, 12, 0.8) 100%)"
      />

      <Container position="relative" maxW="5xl" px={{ base: '5', md: '8' }} pt={{ base: '24', md: '28' }} pb="28">
        <Stack align="center" textAlign="center" gap={{ base: '5', md: '7' }}>
          <FittedHeading
            id="home-title"
            as="h1"
            text={title}
            fontWeight="700"
            steps={{
              base: { fontSize: '4xl', tracking: 0.08 },
              sm: { fontSize: '5xl', tracking: 0.08 },
              md: { fontSize: '7xl', tracking: 0.12 },
              lg: { fontSize: '8xl', tracking: 0.12 },
            }}
            lineHeight="1.05"
            textShadow="0 4px 30px rgba(0, 0, 0, 0.5)"
          />
          <Text
            fontSize={{ base: 'sm', md: 'lg' }}
            fontWeight="500"
            letterSpacing={{ base: '0.24em', md: '0.36em' }}
            textTransform="uppercase"
            color="whiteAlpha.900"
            textShadow="0 2px 16px rgba(0, 0, 0, 0.6)"
            maxW="3xl"
          >
            {tagline}
          </Text>
          <Box w="full" maxW="4xl" pt={{ base: '4', md: '6' }}>
            <CategoryFilter categories={categories} selected={category} onSelect={onCategoryChange} customLabels={customLabels} tone="dark" centered />
          </Box>
        </Stack>
      </Container>

      <ScrollCue />
    </Box>
  );
});
