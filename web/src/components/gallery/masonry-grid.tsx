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
  /** Space between cards (CSS length). */
  gap?: string;
  radius?: string;
}

/**
 * Masonry grid (spec 01 §2): CSS columns, one to three, each photo at its own aspect ratio.
 * Every card's box has its final height before its image arrives, so the columns never
 * reflow as images load. Plain elements per item: the grid may hold a hundred of them.
 */
export function MasonryGrid({ photos, onOpen, onIntent, aboveTheFold = false, gap = 'var(--chakra-spacing-4)', radius }: MasonryGridProps) {
  return (
    <Box css={{ columnCount: { base: 1, sm: 2, lg: 3 } }} style={{ columnGap: gap }} data-testid="masonry-grid">
      {photos.map((photo, index) => (
        <div key={photo.id} style={{ breakInside: 'avoid', marginBottom: gap }}>
          <PhotoCard
            photo={photo}
            index={index}
            sizes={MASONRY_SIZES}
            priority={aboveTheFold && index < FIRST_ROW}
            onOpen={() => onOpen(index)}
            onIntent={onIntent}
            radius={radius}
          />
        </div>
      ))}
    </Box>
  );
}
