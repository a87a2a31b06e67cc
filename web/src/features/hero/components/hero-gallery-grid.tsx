import type { HeroImage } from '@lumafolio/contracts';
import { Badge, Box, Image, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { srcSetOf } from '../utils/hero-choice';

export const choiceCardStyles = {
  position: 'relative',
  textAlign: 'left',
  rounded: 'lg',
  overflow: 'hidden',
  borderWidth: '2px',
  bg: 'bg.subtle',
  transition: 'border-color 0.15s ease',
  _hover: { borderColor: 'brand.300' },
  _focusVisible: { borderColor: 'brand.400', outline: 'none' },
  _disabled: { opacity: 0.6, cursor: 'wait' },
} as const;

/** The global banners; the active one is marked, the chosen one outlined. */
export function HeroGalleryGrid({
  heroes,
  activeId,
  chosenId,
  onChoose,
  disabled,
}: {
  heroes: HeroImage[];
  activeId: string | null;
  chosenId: string | null;
  onChoose: (hero: HeroImage) => void;
  disabled: boolean;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {heroes.map((hero) => (
        <chakra.button
          key={hero.id}
          type="button"
          onClick={() => onChoose(hero)}
          disabled={disabled}
          aria-pressed={chosenId === hero.id}
          aria-label={`Choose banner "${hero.name}"`}
          {...choiceCardStyles}
          borderColor={chosenId === hero.id ? 'brand.400' : 'transparent'}
        >
          <Image
            src={hero.variants[0]?.url ?? hero.url}
            srcSet={srcSetOf(hero.variants)}
            sizes="(min-width: 62em) 16rem, (min-width: 30em) 45vw, 90vw"
            alt={hero.description || hero.name}
            aspectRatio={16 / 9}
            objectFit="cover"
            w="full"
            loading="lazy"
            decoding="async"
          />
          <Box px="3" py="2">
            <Text fontWeight="600" fontSize="sm" truncate>
              {hero.name}
            </Text>
          </Box>
          {hero.id === activeId && (
            <Badge position="absolute" top="2" left="2" colorPalette="green" variant="solid">
              Current
            </Badge>
          )}
        </chakra.button>
      ))}
    </SimpleGrid>
  );
}
