import { Box } from '@chakra-ui/react';
import type { GalleryPhoto } from '../../lib/gallery/gallery-photo';
import { useChunkWindow } from '../windowing/use-chunk-window';
import { LoadingMore } from '../windowing/loading-more';
import { useLoadMore } from '../windowing/use-load-more';
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
  /** More photos than `photos` exist: `onLoadMore` is called as the visitor nears the end. */
  hasMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * Masonry grid (spec 01 §2): CSS columns, one to three, each photo at its own aspect ratio.
 * Every card's box has its final height before its image arrives, so the columns never
 * reflow as images load. The photos go in blocks of a page's size (see useChunkWindow): a
 * block never changes when the next page comes (one set of columns over the whole list
 * would move every card to another column), and blocks far from the viewport are drawn
 * as empty boxes of their height, so a gallery of thousands stays light.
 */
export function MasonryGrid({ photos, onOpen, onIntent, aboveTheFold = false, gap = 'var(--chakra-spacing-4)', radius, hasMore = false, onLoadMore }: MasonryGridProps) {
  const { chunks, chunkRef } = useChunkWindow(photos.length);
  const end = useLoadMore<HTMLDivElement>(hasMore, onLoadMore ?? noop, photos.length);
  return (
    <div data-testid="masonry-grid">
      {chunks.map((chunk) => (
        <div key={chunk.index} ref={chunkRef(chunk.index)} style={chunk.spacer === null ? undefined : { height: chunk.spacer }}>
          {chunk.spacer === null && (
            <Box css={{ columnCount: { base: 1, sm: 2, lg: 3 } }} style={{ columnGap: gap }}>
              {photos.slice(chunk.start, chunk.end).map((photo, offset) => {
                const index = chunk.start + offset;
                return (
                  <div key={photo.id} style={{ breakInside: 'avoid', marginBottom: gap }}>
                    <PhotoCard
                      photo={photo}
                      index={offset}
                      sizes={MASONRY_SIZES}
                      priority={aboveTheFold && index < FIRST_ROW}
                      onOpen={() => onOpen(index)}
                      onIntent={onIntent}
                      radius={radius}
                    />
                  </div>
                );
              })}
            </Box>
          )}
        </div>
      ))}
      {hasMore && <LoadingMore ref={end} />}
    </div>
  );
}

const noop = () => undefined;
