import { Badge, Box, Button, Flex, Grid, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdminHeroBanner } from '@lumafolio/contracts';
import { LuPalette, LuRefreshCw } from 'react-icons/lu';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { PaletteSwatches } from './palette-swatches';

const GRID_COLUMNS = { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

interface BannerPalettesProps {
  banners: readonly AdminHeroBanner[];
  loading: boolean;
  extractingAll: boolean;
  extractingId: string | null;
  onExtractAll: () => void;
  onExtract: (banner: AdminHeroBanner) => void;
}

/** Colour palette analysis per banner (spec 02 §2), with "Extract All Colors" and each banner's own button. */
export function BannerPalettes({ banners, loading, extractingAll, extractingId, onExtractAll, onExtract }: BannerPalettesProps) {
  return (
    <Stack as="section" aria-labelledby="palettes-heading" gap="4">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Box minW="0">
          <Heading as="h3" size="md" id="palettes-heading">
            Colour palettes
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Each banner&apos;s dominant colour, mood and brightness, measured from its image.
          </Text>
        </Box>
        <Button {...primaryPillStyles} flexShrink={0} onClick={onExtractAll} loading={extractingAll} loadingText="Extracting…" disabled={banners.length === 0}>
          <LuPalette aria-hidden /> Extract All Colors
        </Button>
      </Flex>
      {loading ? (
        <Grid templateColumns={GRID_COLUMNS} gap="4" aria-busy="true" aria-label="Loading banner palettes">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="40" rounded="xl" />
          ))}
        </Grid>
      ) : banners.length === 0 ? (
        <Text color="fg.muted">No hero banners yet: add one in the Hero Banners tab.</Text>
      ) : (
        <Grid templateColumns={GRID_COLUMNS} gap="4">
          {banners.map((banner) => (
            <Stack key={banner.id} as="article" aria-label={`${banner.name} palette`} {...panelCardStyles} overflow="hidden" gap="0">
              <Box aspectRatio="16 / 6" bg={banner.colorPalette?.dominantColor ?? 'bg.muted'} position="relative">
                {banner.status === 'ready' && (
                  <Image src={banner.url} alt="" loading="lazy" position="absolute" inset="0" w="full" h="full" objectFit="cover" />
                )}
              </Box>
              <Stack p="4" gap="3">
                <HStack justify="space-between" gap="2" align="start">
                  <Text fontWeight="600" lineClamp={1} minW="0">
                    {banner.name}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    rounded="full"
                    flexShrink={0}
                    onClick={() => onExtract(banner)}
                    loading={extractingId === banner.id}
                    aria-label={`Extract colors of ${banner.name}`}
                  >
                    <LuRefreshCw aria-hidden /> Extract colors
                  </Button>
                </HStack>
                {banner.colorPalette ? (
                  <>
                    <HStack gap="2" flexWrap="wrap">
                      <Badge variant="subtle" colorPalette="gray">
                        Dominant {banner.colorPalette.dominantColor}
                      </Badge>
                      <Badge
                        variant="subtle"
                        colorPalette={banner.colorPalette.mood === 'warm' ? 'orange' : banner.colorPalette.mood === 'cool' ? 'blue' : 'gray'}
                      >
                        {banner.colorPalette.mood}
                      </Badge>
                      <Badge variant="subtle" colorPalette="gray">
                        {banner.colorPalette.brightness}
                      </Badge>
                    </HStack>
                    <PaletteSwatches colors={banner.colorPalette.colors.slice(0, 6).map((c) => c.hex)} label={`Colours of ${banner.name}`} />
                  </>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    No palette yet.
                  </Text>
                )}
                {!banner.colorAnalysisComplete && (
                  <Text fontSize="xs" color="fg.muted" role="status">
                    Extracting colours…
                  </Text>
                )}
              </Stack>
            </Stack>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
