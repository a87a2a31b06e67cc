import type { HeroSelection } from '@lumafolio/contracts';
import { Badge, Box, Button, Collapsible, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuPalette } from 'react-icons/lu';
import { emptyAreaStyles } from '@/components/ui/styles';
import { formatPercentage } from '../utils/hero-choice';

function Swatch({ hex, size = '6' }: { hex: string; size?: string }) {
  return <Box boxSize={size} rounded="md" bg={hex} borderWidth="1px" borderColor="border.emphasized" flexShrink={0} aria-hidden />;
}

/**
 * The active hero's colour palette (spec 01 §4): not analysed → 'Extract Color Palette';
 * analysed → dominant colour, mood, brightness, an expandable palette and 'Re-extract Colors'.
 */
export function HeroPaletteCard({ hero, extracting, onExtract }: { hero: HeroSelection; extracting: boolean; onExtract: () => void }) {
  const [open, setOpen] = useState(false);
  const palette = hero.colorPalette;

  if (!palette) {
    return (
      <Flex {...emptyAreaStyles} px="4" py="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          The colours of this banner have not been analysed yet.
        </Text>
        <Button size="sm" variant="outline" rounded="full" onClick={onExtract} loading={extracting} loadingText="Extracting...">
          <LuPalette /> Extract Color Palette
        </Button>
      </Flex>
    );
  }

  return (
    <Stack {...emptyAreaStyles} borderStyle="solid" px="4" py="3" gap="3" aria-label="Color palette">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Swatch hex={palette.dominantColor} size="8" />
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Dominant color
            </Text>
            <Text fontWeight="600" fontFamily="mono" fontSize="sm">
              {palette.dominantColor}
            </Text>
          </Stack>
          <Badge variant="subtle">Mood: {palette.mood}</Badge>
          <Badge variant="subtle">Brightness: {palette.brightness}</Badge>
        </HStack>
        <Button size="sm" variant="ghost" rounded="full" onClick={onExtract} loading={extracting} loadingText="Extracting...">
          <LuPalette /> Re-extract Colors
        </Button>
      </Flex>
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="plain" size="xs" px="0" alignSelf="flex-start">
            {open ? 'Hide' : 'Show'} palette ({palette.colors.length} colors)
            <Box as="span" transition="transform 0.2s ease" transform={open ? 'rotate(180deg)' : undefined} display="inline-flex">
              <LuChevronDown />
            </Box>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack as="ul" gap="1.5" mt="2" listStyleType="none">
            {palette.colors.map((color) => (
              <HStack as="li" key={color.hex} gap="3">
                <Swatch hex={color.hex} size="5" />
                <Text fontFamily="mono" fontSize="sm" minW="20">
                  {color.hex}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatPercentage(color.percentage)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
