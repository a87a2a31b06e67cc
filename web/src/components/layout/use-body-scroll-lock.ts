import { useLayoutEffect } from 'react';

/** Locks page scrolling (body overflow hidden) while `locked` is true; restores the previous value. */
export function useBodyScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
