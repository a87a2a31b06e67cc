import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * Calls `loadMore` while the returned ref's element (put after a list) is within `margin` of
 * the viewport and `hasMore`: the next page is asked for as the visitor scrolls towards the
 * end, before they reach it. `loaded` (how many items are loaded) asks again after each page,
 * for a page too short to push the element out of reach.
 */
export function useLoadMore<T extends Element>(
  hasMore: boolean,
  loadMore: () => void,
  loaded: number,
  margin = '200% 0px',
  root?: RefObject<Element | null>,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onNear = useEffectEvent(loadMore);

  useEffect(() => {
    const element = ref.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loaded, margin, root]);

  return ref;
}
