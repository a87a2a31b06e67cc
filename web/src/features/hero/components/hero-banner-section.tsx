import type { HeroSelection } from '@lumafolio/contracts';
import { Badge, Box, Button, Flex, Image, Link, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuImage } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { emptyAreaStyles, primaryPillStyles } from '@/components/ui/styles';
import { serverMessage } from '@/lib/api-errors';
import { heroImagesQueryOptions, userHeroSelectionQueryOptions } from '@/lib/queries/hero';
import { notify } from '@/lib/toaster';
import { useExtractHeroColors, useSetCustomHero, useSetGlobalHero } from '../api/hero';
import { canSaveHero, isCustomPhotoHero, srcSetOf, type HeroOption } from '../utils/hero-choice';
import { HeroGalleryGrid } from './hero-gallery-grid';
import { HeroPaletteCard } from './hero-palette-card';
import { HeroPhotoGrid } from './hero-photo-grid';

const OPTIONS: Array<{ value: HeroOption; label: string }> = [
  { value: 'global', label: 'Banner gallery' },
  { value: 'custom', label: 'One of my photos' },
];

/** While a palette is being extracted, the selection is asked for again this often, this long. */
const PALETTE_POLL_MS = 1500;
const PALETTE_POLL_LIMIT_MS = 60_000;

/**
 * Hero banner section of the Edit Profile tab (spec 01 §4/§8): choose a banner from the
 * shared gallery (global, the default option) or one of your own processed photos
 * (custom), then Save. Shows the active banner and its colour palette.
 */
export function HeroBannerSection() {
  const queryClient = useQueryClient();
  const [option, setOption] = useState<HeroOption>('global');
  const [heroImageId, setHeroImageId] = useState<string | null>(null);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [pollingSince, setPollingSince] = useState<number | null>(null);
  const heroes = useQuery(heroImagesQueryOptions());
  const selection = useQuery({
    ...userHeroSelectionQueryOptions(),
    refetchInterval: (query) => (pollingSince !== null && !query.state.data?.colorAnalysisComplete ? PALETTE_POLL_MS : false),
  });
  const setGlobal = useSetGlobalHero();
  const setCustom = useSetCustomHero();
  const extract = useExtractHeroColors();
  const saving = setGlobal.isPending || setCustom.isPending;
  const active = selection.data ?? null;

  const polling = pollingSince !== null && !active?.colorAnalysisComplete;
  // Polling ends with the palette, or at the time limit.
  useEffect(() => {
    if (pollingSince === null) return;
    const timer = window.setTimeout(() => setPollingSince(null), polling ? PALETTE_POLL_LIMIT_MS - (Date.now() - pollingSince) : 0);
    return () => window.clearTimeout(timer);
  }, [pollingSince, polling]);

  const save = () => {
    if (option === 'global' && heroImageId) {
      setGlobal.mutate(heroImageId, {
        onSuccess: (answer) => {
          setHeroImageId(null);
          notify({ title: 'Hero Image Updated', description: `"${answer.heroImageName}" is now your hero banner.` });
        },
        onError: (error) =>
          notify({ title: 'Update Failed', description: serverMessage(error, 'Failed to update hero image. Please try again.'), variant: 'destructive' }),
      });
    } else if (option === 'custom' && photoId) {
      setCustom.mutate(photoId, {
        onSuccess: (answer) => {
          setPhotoId(null);
          notify({ title: 'Custom Hero Image Set', description: `"${answer.heroImageName}" is now your hero banner.` });
        },
        onError: (error) =>
          notify({ title: 'Update Failed', description: serverMessage(error, 'Failed to set custom hero image. Please try again.'), variant: 'destructive' }),
      });
    }
  };

  const extractColors = () => {
    if (!active?.id) return;
    extract.mutate(active.id, {
      onSuccess: () => {
        const key = userHeroSelectionQueryOptions().queryKey;
        queryClient.setQueryData<HeroSelection | null>(key, (current) => (current ? { ...current, colorAnalysisComplete: false } : current));
        setPollingSince(Date.now());
      },
      onError: (error) =>
        notify({ title: 'Color Extraction Failed', description: serverMessage(error, 'Failed to extract color palette.'), variant: 'destructive' }),
    });
  };

  return (
    <SectionCard id="account-section-hero" scrollMarginTop="24" icon={LuImage} title="Hero banner" description="The large image at the top of your portfolio.">
      <Stack gap="5">
        {selection.isLoading ? <Skeleton h="32" rounded="lg" /> : active?.url && <CurrentHero hero={active} />}
        {active?.url && active.id && <HeroPaletteCard hero={active} extracting={extract.isPending || polling} onExtract={extractColors} />}

        <SegmentGroup.Root
          value={option}
          onValueChange={(details) => setOption(details.value === 'custom' ? 'custom' : 'global')}
          size="sm"
          alignSelf="flex-start"
          maxW="full"
          aria-label="Hero image source"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={OPTIONS} />
        </SegmentGroup.Root>

        {option === 'global' ? (
          heroes.isLoading ? (
            <Skeleton h="40" rounded="lg" />
          ) : heroes.data && heroes.data.length > 0 ? (
            <HeroGalleryGrid
              heroes={heroes.data}
              activeId={active?.source === 'default' ? null : (active?.id ?? null)}
              chosenId={heroImageId}
              onChoose={(hero) => setHeroImageId(hero.id)}
              disabled={saving}
            />
          ) : (
            <Box {...emptyAreaStyles} px="6" py="10" textAlign="center">
              <Text color="fg.muted">{heroes.isError ? 'Hero images could not be loaded.' : 'No hero images available yet'}</Text>
            </Box>
          )
        ) : (
          <HeroPhotoGrid chosenId={photoId} onChoose={(photo) => setPhotoId(photo.id)} disabled={saving}>
            <Box {...emptyAreaStyles} px="6" py="10" textAlign="center">
              <Text color="fg.muted">
                No processed photos yet.{' '}
                <Link asChild color="brand.fg" fontWeight="600">
                  <RouterLink to="/my-photos?upload=true">Upload photos</RouterLink>
                </Link>{' '}
                to use one as your banner.
              </Text>
            </Box>
          </HeroPhotoGrid>
        )}

        <Flex justify="flex-end">
          <Button
            {...primaryPillStyles}
            px="6"
            onClick={save}
            disabled={!canSaveHero({ option, heroImageId, photoId }, saving)}
            loading={saving}
            loadingText="Updating..."
          >
            Save Hero Image
          </Button>
        </Flex>
      </Stack>
    </SectionCard>
  );
}

/** The banner the portfolio shows now, with where it comes from. */
function CurrentHero({ hero }: { hero: HeroSelection }) {
  return (
    <Box position="relative" rounded="lg" overflow="hidden" bg="bg.emphasized" aria-label="Current hero banner">
      <Image
        src={hero.url ?? undefined}
        srcSet={srcSetOf(hero.variants)}
        sizes="(min-width: 62em) 48rem, 95vw"
        alt={hero.description || hero.name}
        aspectRatio={{ base: 16 / 9, md: 3 }}
        objectFit="cover"
        w="full"
        decoding="async"
      />
      <Flex
        position="absolute"
        insetX="0"
        bottom="0"
        px="4"
        py="3"
        gap="2"
        align="center"
        wrap="wrap"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
      >
        <Text color="white" fontWeight="600" textShadow="0 1px 2px rgba(0,0,0,0.6)">
          {hero.name}
        </Text>
        {isCustomPhotoHero(hero.id) ? (
          <Badge colorPalette="purple" variant="solid">
            Custom Photo
          </Badge>
        ) : hero.source === 'default' ? (
          <Badge variant="solid">Default banner</Badge>
        ) : null}
      </Flex>
    </Box>
  );
}
