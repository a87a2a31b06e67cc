import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, type CSSProperties } from 'react';
import { categoryLabel } from '@/lib/gallery/category-text';
import { photoAlt, photoImage, type GalleryPhoto } from '@/lib/gallery/gallery-photo';
import { intrinsicSize } from '@/lib/media/image-sources';
import { ResponsiveImage } from '../media/responsive-image';
import { useNearViewport } from './use-near-viewport';

/** Cards appear one after another, 0.05 s apart (spec 01 §2). */
export const CARD_STAGGER_S = 0.05;
/** …up to this delay, so that the cards of a long gallery do not keep the visitor waiting. */
const MAX_STAGGER_S = 1.5;
/** Aspect ratio of a photo whose size is not known yet. */
const UNKNOWN_RATIO = '3 / 2';

export interface PhotoCardProps {
  photo: GalleryPhoto;
  /** Position in the gallery: sets the stagger delay. */
  index: number;
  sizes: string;
  /** In the first row of a gallery at the top of the page: built and fetched at once. */
  priority?: boolean;
  onOpen: () => void;
  onIntent?: () => void;
  /** Crops the photo to this aspect ratio instead of showing it whole. */
  aspectRatio?: string;
  /** Crops the photo to fill its parent (a grid area) instead. */
  fill?: boolean;
  /** Corner radius (CSS length). */
  radius?: string;
}

/**
 * A gallery card (spec 01 §2): the photo, and on hover (always on touch screens) its title,
 * 'by' photographer and category. Opens the lightbox. The card's box has the photo's aspect
 * ratio from the start; what is inside is built when it comes near the viewport (a long
 * gallery costs the first paint nothing) and fades in, 0.05 s after the card before it.
 */
export function PhotoCard({
  photo,
  index,
  sizes,
  priority = false,
  onOpen,
  onIntent,
  aspectRatio,
  fill = false,
  radius = 'var(--chakra-radii-md)',
}: PhotoCardProps) {
  const [slotRef, near] = useNearViewport<HTMLDivElement>('50% 0px', priority);
  const size = intrinsicSize(photoImage(photo));
  const slotStyle: CSSProperties = {
    position: 'relative',
    ...(fill ? { height: '100%' } : { aspectRatio: aspectRatio ?? (size ? `${size.width} / ${size.height}` : UNKNOWN_RATIO) }),
    borderRadius: radius,
    overflow: 'hidden',
    background: 'var(--tpl-accent, #f2f2f2)',
  };
  return (
    <div ref={slotRef} style={slotStyle} data-testid="photo-slot">
      {near && <CardContent photo={photo} index={index} sizes={sizes} priority={priority} onOpen={onOpen} onIntent={onIntent} />}
    </div>
  );
}

function CardContent({ photo, index, sizes, priority, onOpen, onIntent }: Omit<PhotoCardProps, 'aspectRatio' | 'fill' | 'radius'>) {
  // Cards already on screen at load appear in order; later ones as they are reached.
  const delay = Math.min(index * CARD_STAGGER_S, MAX_STAGGER_S);
  const captionId = useId();
  return (
    <Box
      className="group"
      position="absolute"
      inset="0"
      animationName="fade-in"
      animationDuration="0.5s"
      animationTimingFunction="ease-out"
      animationFillMode="both"
      style={{ animationDelay: priority ? undefined : `${delay}s` }}
      css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
    >
      <chakra.button
        type="button"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-label={`Open ${photo.title}`}
        aria-describedby={captionId}
        data-testid="photo-card"
        position="absolute"
        inset="0"
        p="0"
        border="0"
        cursor="zoom-in"
        textAlign="start"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.300', outlineOffset: '-3px' }}
      >
        <ResponsiveImage image={photoImage(photo)} alt={photoAlt(photo)} sizes={sizes} priority={priority} layout="fill" />
      </chakra.button>
      {/* The caption lies over the button rather than in it, and is read as its description:
        inside, its text would have to be part of the name, and every card's name would differ
        from the "Open {title}" a voice-control user says. */}
      <Box
        id={captionId}
        aria-hidden="true"
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
          '.group:hover &, button:focus-visible + &': { opacity: 1, transform: 'none' },
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
    </Box>
  );
}
