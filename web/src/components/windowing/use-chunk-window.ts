import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Windowed rendering of a long list, a chunk at a time: the list is cut into chunks of
 * `chunkSize` items, each drawn in an element of its own (a masonry block, a band of grid
 * rows, a `<tbody>`). A chunk that has been drawn and then moves further than `margin` from
 * the viewport is replaced by an empty box of the height it had, so the page keeps its
 * length and nothing moves; it is drawn again as it comes back near. So a list of
 * thousands keeps only the few chunks around the viewport in the page.
 *
 * Every chunk starts drawn (the server's render and the browser's first render are the
 * same); chunks are measured and emptied only once they have been on the page. Chunks keep
 * their items whatever is loaded after them, so a masonry block never reflows when the
 * next page comes.
 */
export const CHUNK_SIZE = 24;

export interface Chunk {
  index: number;
  /** Its items are `items.slice(start, end)`. */
  start: number;
  end: number;
  /** null: draw it; a number: draw an empty box this tall (px) instead. */
  spacer: number | null;
}

export interface ChunkWindow {
  chunks: Chunk[];
  /** The ref of chunk `index`'s element (the same element whether drawn or empty). */
  chunkRef: (index: number) => (element: Element | null) => void;
}

export interface ChunkWindowOptions {
  chunkSize?: number;
  /** How far from the viewport (or `root`) chunks stay drawn. */
  margin?: string;
  /** The scrolling box the list is in, when it is not the page. */
  root?: RefObject<Element | null>;
}

export function useChunkWindow(count: number, { chunkSize = CHUNK_SIZE, margin = '150% 0px', root }: ChunkWindowOptions = {}): ChunkWindow {
  // Chunk index → the height it had when it left the window.
  const [away, setAway] = useState<ReadonlyMap<number, number>>(EMPTY);
  const observer = useRef<IntersectionObserver | null>(null);
  const elements = useRef(new Map<number, Element>());
  const refs = useRef(new Map<number, (element: Element | null) => void>());

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        setAway((current) => {
          let next: Map<number, number> | null = null;
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.chunk);
            const height = entry.boundingClientRect.height;
            if (entry.isIntersecting ? current.has(index) : !current.has(index) && height > 0) {
              next ??= new Map(current);
              if (entry.isIntersecting) next.delete(index);
              else next.set(index, height);
            }
          }
          return next ?? current;
        });
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.current = io;
    for (const element of elements.current.values()) io.observe(element);
    // A new width makes the kept heights wrong: every chunk is drawn and measured again.
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      setAway(EMPTY);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      io.disconnect();
      observer.current = null;
    };
  }, [margin, root]);

  const chunkRef = useCallback((index: number) => {
    let ref = refs.current.get(index);
    if (!ref) {
      ref = (element: Element | null) => {
        const previous = elements.current.get(index);
        if (previous === element) return;
        if (previous) observer.current?.unobserve(previous);
        if (element) {
          (element as HTMLElement).dataset.chunk = String(index);
          elements.current.set(index, element);
          observer.current?.observe(element);
        } else {
          elements.current.delete(index);
        }
      };
      refs.current.set(index, ref);
    }
    return ref;
  }, []);

  const chunks: Chunk[] = [];
  for (let index = 0, start = 0; start < count; index += 1, start += chunkSize) {
    chunks.push({ index, start, end: Math.min(count, start + chunkSize), spacer: away.get(index) ?? null });
  }
  return { chunks, chunkRef };
}

const EMPTY: ReadonlyMap<number, number> = new Map();
