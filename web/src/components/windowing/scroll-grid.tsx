import { Box, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { Fragment, useRef, type ReactNode } from 'react';
import { LoadingMore } from './loading-more';
import { useChunkWindow } from './use-chunk-window';
import { useLoadMore } from './use-load-more';

export interface ScrollGridProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  columns: SimpleGridProps['columns'];
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The box's greatest height (it scrolls inside). */
  maxH?: string;
  mt?: SimpleGridProps['mt'];
}

/**
 * A grid of choices in a box of its own that scrolls (the profile-picture and hero pickers):
 * windowed like the galleries, a page's worth of items per block, and the next page asked
 * for as the box is scrolled towards its end.
 */
export function ScrollGrid<T>({ items, renderItem, keyOf, columns, hasMore = false, onLoadMore, maxH = '24rem', mt }: ScrollGridProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const { chunks, chunkRef } = useChunkWindow(items.length, { root: box, margin: '100% 0px' });
  const end = useLoadMore<HTMLDivElement>(hasMore, onLoadMore ?? noop, items.length, '100% 0px', box);
  return (
    <Box ref={box} maxH={maxH} overflowY="auto" mt={mt} display="flex" flexDirection="column" gap="2">
      {chunks.map((chunk) => (
        <div key={chunk.index} ref={chunkRef(chunk.index)} style={chunk.spacer === null ? undefined : { height: chunk.spacer, flexShrink: 0 }}>
          {chunk.spacer === null && (
            <SimpleGrid columns={columns} gap="2">
              {items.slice(chunk.start, chunk.end).map((item) => (
                <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
              ))}
            </SimpleGrid>
          )}
        </div>
      ))}
      {hasMore && <LoadingMore ref={end} />}
    </Box>
  );
}

const noop = () => undefined;
