import { Box, chakra, Text } from '@chakra-ui/react';
import { categoryLabel } from '../../lib/gallery/category-text';
import { photoAlt, photoImage, type GalleryPhoto } from '../../lib/gallery/gallery-photo';
import { ResponsiveImage } from '../media/responsive-image';

/** Cards appear one after another, 0.05 s apart (spec 01 §2). */
export const CARD_STAGGER_S = 0.05;
/** …up to this delay, so that the cards of a long gallery do not keep the visitor waiting. */
const MAX_STAGGER_S = 1.5;

export interface PhotoCardProps {
  photo: GalleryPhoto;
  /** Position in the gallery: sets the stagger delay. */
  index: number;
  sizes: string;
  priority?: boolean;
  onOpen: () => void;
  onIntent?: () => void;
  /** Crops the photo to this aspect ratio instead of showing it whole. */
  aspectRatio?: string;
  rounded?: string;
}

/**
 * A gallery card (spec 01 §2): the photo, and on hover (always on touch screens) its title,
 * 'by' photographer and category. Opens the lightbox.
 */
export function PhotoCard({ photo, index, sizes, priority, onOpen, onIntent, aspectRatio, rounded = 'md' }: PhotoCardProps) {
  const delay = Math.min(index * CARD_STAGGER_S, MAX_STAGGER_S);
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={`Open ${photo.title}`}
      data-testid="photo-card"
      display="block"
      position="relative"
      w="full"
      p="0"
      border="0"
      overflow="hidden"
      rounded={rounded}
      cursor="zoom-in"
      bg="var(--tpl-accent, #f2f2f2)"
      textAlign="start"
      className="group"
      animationName="fade-in, slide-from-bottom"
      animationDuration="0.5s"
      animationTimingFunction="ease-out"
      animationFillMode="both"
      style={{ animationDelay: `${delay}s`, aspectRatio }}
      css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
    >
      <ResponsiveImage
        image={photoImage(photo)}
        alt={photoAlt(photo)}
        sizes={sizes}
        priority={priority}
        layout={aspectRatio ? 'fill' : 'intrinsic'}
        style={{ transition: 'transform 0.6s ease' }}
        className="photo-card-image"
      />
      <Box
        position="absolute"
        insetX="0"
        bottom="0"
        px="4"
        pt="10"
        pb="3"
        color="white"
        bgImage="linear-gradient(to top, rgba(0, 0, 0, 0.75), rgba(0, 0, 0, 0))"
        opacity="0"
        transform="translateY(8px)"
        transition="opacity 0.25s ease, transform 0.25s ease"
        pointerEvents="none"
        css={{
          '.group:hover &, .group:focus-visible &': { opacity: 1, transform: 'none' },
          '@media (hover: none)': { opacity: 1, transform: 'none' },
        }}
      >
        <Text fontWeight="600" fontSize="sm" lineClamp={1}>
          {photo.title}
        </Text>
        {photo.photographer && (
          <Text fontSize="xs" color="whiteAlpha.800" lineClamp={1}>
            by {photo.photographer}
          </Text>
        )}
        <Text fontSize="2xs" mt="1" letterSpacing="0.14em" textTransform="uppercase" color="whiteAlpha.700">
          {categoryLabel(photo.category)}
        </Text>
      </Box>
    </chakra.button>
  );
}
