import { Badge, Box, chakra, HStack, IconButton, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AdminHeroBanner } from '@lumafolio/contracts';
import { LuExternalLink, LuStar, LuTrash2 } from 'react-icons/lu';
import { panelCardStyles } from '@/components/ui/styles';

interface HeroBannerCardProps {
  banner: AdminHeroBanner;
  settingDefault: boolean;
  onSetDefault: (banner: AdminHeroBanner) => void;
  onDelete: (banner: AdminHeroBanner) => void;
}

const actionStyles = {
  size: 'sm',
  rounded: 'full',
  bg: 'blackAlpha.700',
  color: 'white',
  _hover: { bg: 'blackAlpha.800' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.300', outlineOffset: '1px' },
} as const;

/**
 * One banner: its image, the Default badge, and the actions (set as default and delete are
 * absent on the default). The actions show on hover, when one of them has the keyboard
 * focus, and always on touch screens, which have no hover.
 */
export function HeroBannerCard({ banner, settingDefault, onSetDefault, onDelete }: HeroBannerCardProps) {
  const ready = banner.status === 'ready';
  const srcSet = banner.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <Stack
      {...panelCardStyles}
      gap="0"
      overflow="hidden"
      className="group"
      data-testid="hero-banner-card"
      data-banner-name={banner.name}
      as="article"
      aria-label={banner.name}
    >
      <Box position="relative" aspectRatio="16 / 9" bg="bg.muted" overflow="hidden">
        {ready ? (
          <Image
            src={banner.url}
            srcSet={srcSet || undefined}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={banner.description || banner.name}
            loading="lazy"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            style={banner.colorPalette ? { backgroundColor: banner.colorPalette.dominantColor } : undefined}
          />
        ) : (
          <HStack position="absolute" inset="0" justify="center" gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text fontSize="sm">Processing…</Text>
          </HStack>
        )}
        <HStack position="absolute" top="2" left="2" gap="1.5">
          {banner.isDefault && (
            // green.700 / orange.700 under white text: Chakra's solid badges (600) are below 4.5:1.
            <Badge colorPalette="green" variant="solid" bg="green.700" color="white" rounded="full" px="2.5">
              Default
            </Badge>
          )}
          {banner.promoteWhenReady && !ready && (
            <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white" rounded="full" px="2.5">
              Default once processed
            </Badge>
          )}
        </HStack>
        <HStack
          position="absolute"
          top="2"
          right="2"
          gap="1.5"
          opacity="0"
          transition="opacity 0.2s ease"
          css={{
            '.group:hover &, &:focus-within': { opacity: 1 },
            '@media (hover: none)': { opacity: 1 },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
          data-testid="banner-actions"
        >
          {!banner.isDefault && (
            <IconButton
              {...actionStyles}
              aria-label={`Set ${banner.name} as default`}
              title={ready ? 'Set as default' : 'Available once processed'}
              disabled={!ready}
              loading={settingDefault}
              onClick={() => onSetDefault(banner)}
            >
              <LuStar />
            </IconButton>
          )}
          {ready && (
            <IconButton {...actionStyles} asChild aria-label={`Open ${banner.name} in a new tab`} title="Open in a new tab">
              <chakra.a href={banner.url} target="_blank" rel="noopener noreferrer">
                <LuExternalLink />
              </chakra.a>
            </IconButton>
          )}
          {!banner.isDefault && (
            <IconButton {...actionStyles} _hover={{ bg: 'red.600' }} aria-label={`Delete ${banner.name}`} title="Delete" onClick={() => onDelete(banner)}>
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
      </Box>
      <Stack gap="1" p="4" minW="0">
        <Text fontWeight="600" truncate>
          {banner.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="2lh">
          {banner.description || 'No description'}
        </Text>
        {banner.colorPalette && (
          <HStack gap="1" pt="1" aria-label={`Palette: ${banner.colorPalette.mood}, ${banner.colorPalette.brightness}`}>
            {banner.colorPalette.colors.slice(0, 6).map((color) => (
              <Box key={color.hex} w="4" h="4" rounded="full" borderWidth="1px" borderColor="border" style={{ backgroundColor: color.hex }} title={color.hex} />
            ))}
          </HStack>
        )}
      </Stack>
    </Stack>
  );
}
