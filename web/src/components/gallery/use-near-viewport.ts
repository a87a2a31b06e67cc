import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * true once the element has come within `margin` of the viewport (and from then on). Used to
 * build the parts of a page below the fold only as the visitor gets near them: a gallery of
 * sixty photos costs the first paint nothing until it is scrolled to.
 */
export function useNearViewport<T extends Element>(margin = '100% 0px', initially = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initially);

  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  // A browser that cannot tell (no IntersectionObserver) builds everything at once; a server render builds what it was told.
  return [ref, near || (typeof window !== 'undefined' && !canObserve())];
}

const canObserve = () => typeof IntersectionObserver !== 'undefined';
