import { Box } from '@chakra-ui/react';
import type { GalleryPhoto } from '../../lib/gallery/gallery-photo';
import { PhotoCard } from './photo-card';

/** `sizes` for a card in the 1 / 2 / 3 column layout. */
const MASONRY_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** Cards in the first row load at once; the rest lazily. */
const FIRST_ROW = 3;

export interface MasonryGridProps {
  photos: readonly GalleryPhoto[];
  onOpen: (index: number) => void;
  onIntent?: () => void;
  /** The grid is the first thing on screen (no hero above it). */
  aboveTheFold?: boolean;
  /** Index in the lightbox of the first photo here (when a slideshow comes first). */
  indexOffset?: number;
  gap?: string;
}

/**
 * Masonry grid (spec 01 §2): CSS columns, one to three, each photo at its own aspect ratio.
 * The browser knows every card's height before its image arrives (width and height
 * attributes), so the columns never reflow as images load.
 */
export function MasonryGrid({ photos, onOpen, onIntent, aboveTheFold = false, indexOffset = 0, gap = '4' }: MasonryGridProps) {
  return (
    <Box css={{ columnCount: { base: 1, sm: 2, lg: 3 } }} columnGap={gap} data-testid="masonry-grid">
      {photos.map((photo, index) => (
        <Box key={photo.id} mb={gap} css={{ breakInside: 'avoid' }}>
          <PhotoCard
            photo={photo}
            index={index}
            sizes={MASONRY_SIZES}
            priority={aboveTheFold && index < FIRST_ROW}
            onOpen={() => onOpen(indexOffset + index)}
            onIntent={onIntent}
          />
        </Box>
      ))}
    </Box>
  );
}
