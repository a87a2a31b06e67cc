import { useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { photoImage, type GalleryPhoto } from '@/lib/gallery/gallery-photo';
import { cardsWithin, masonryLayout, type MasonryLayout } from '@/lib/gallery/masonry-layout';
import { intrinsicSize } from '@/lib/media/image-sources';
import { CHUNK_SIZE } from '../windowing/use-chunk-window';
import { LoadingMore } from '../windowing/loading-more';
import { useLoadMore } from '../windowing/use-load-more';
import { PhotoCard } from './photo-card';

/** `sizes` for a card in the 1 / 2 / 3 column layout. */
const MASONRY_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const COLUMNS = { base: 1, sm: 2, lg: 3 };
/** Cards in the first row load at once; the rest lazily. */
const FIRST_ROW = 3;
/** Height / width of a photo whose size is not known yet (3:2). */
const UNKNOWN_RATIO = 2 / 3;

export interface MasonryGridProps {
  photos: readonly GalleryPhoto[];
  onOpen: (index: number) => void;
  onIntent?: () => void;
  /** The grid is the first thing on screen (no hero above it). */
  aboveTheFold?: boolean;
  /** Space between cards (px). */
  gap?: number;
  radius?: string;
  /** More photos than `photos` exist: `onLoadMore` is called as the visitor nears the end. */
  hasMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * Masonry grid (spec 01 §2): one to three columns, each photo at its own aspect ratio, each
 * card in the shortest column so far (see masonryLayout). Every card's place and size are
 * known from the photos' sizes before any image arrives, so nothing moves as images load or
 * as the next page comes; only the cards near the viewport are in the page (a gallery of
 * thousands stays light). Built in the browser after the first paint (below the fold).
 */
export function MasonryGrid({ photos, onOpen, onIntent, aboveTheFold = false, gap = 16, radius, hasMore = false, onLoadMore }: MasonryGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const width = useWidth(gridRef);
  const columns = useBreakpointValue(COLUMNS, { ssr: false }) ?? COLUMNS.base;
  const ratios = useMemo(() => photos.map(ratioOf), [photos]);
  const layout = useMemo(() => masonryLayout(ratios, columns, width, gap), [ratios, columns, width, gap]);
  const shown = useCardsNearViewport(gridRef, layout);
  const end = useLoadMore<HTMLDivElement>(hasMore, onLoadMore ?? noop, photos.length);
  return (
    <div data-testid="masonry-grid">
      <div ref={gridRef} style={{ position: 'relative', height: layout.total }}>
        {width > 0 &&
          shown.map((index) => {
            const photo = photos[index];
            if (!photo) return null;
            return (
              <div
                key={photo.id}
                style={{ position: 'absolute', left: layout.left[index], top: layout.top[index], width: layout.columnWidth, height: layout.height[index] }}
              >
                <PhotoCard
                  photo={photo}
                  index={index % CHUNK_SIZE}
                  sizes={MASONRY_SIZES}
                  fill
                  priority={aboveTheFold && index < FIRST_ROW}
                  onOpen={() => onOpen(index)}
                  onIntent={onIntent}
                  radius={radius}
                />
              </div>
            );
          })}
      </div>
      {hasMore && <LoadingMore ref={end} />}
    </div>
  );
}

function ratioOf(photo: GalleryPhoto): number {
  const size = intrinsicSize(photoImage(photo));
  return size && size.width > 0 ? size.height / size.width : UNKNOWN_RATIO;
}

const noop = () => undefined;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The element's width (px), kept up to date; 0 until it is measured. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The cards within a screen's height of the viewport, updated as the page scrolls (once a frame at most). */
function useCardsNearViewport(ref: RefObject<HTMLElement | null>, layout: MasonryLayout): number[] {
  const [shown, setShown] = useState<number[]>([]);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top;
      const screen = window.innerHeight;
      const next = cardsWithin(layout, -top - screen, -top + 2 * screen);
      setShown((current) => (current.length === next.length && current.every((index, at) => index === next[at]) ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, layout]);
  return shown;
}
