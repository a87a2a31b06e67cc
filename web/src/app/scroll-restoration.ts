import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'lumafolio-scroll-positions';
/** Positions kept for this many history entries (the most recent ones). */
const MAX_POSITIONS = 50;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as Array<[string, number]>) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

interface ScrollState {
  positions: Map<string, number>;
  /** The history entry on screen: scrolling is recorded for it. */
  key: string | null;
  pathname: string | null;
}

/** Instantly: the page's CSS asks for smooth scrolling, which is for in-page links only. */
const scrollToY = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** How long a restored position follows a page that is still growing. */
const FOLLOW_GROWTH_MS = 2000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top`. A page whose sections below the fold are built after its first paint is
 * too short for that at first: the position is applied again as the page grows, until it
 * holds, the visitor scrolls themselves, or FOLLOW_GROWTH_MS pass. Returns the stop function.
 */
function restorePosition(top: number): () => void {
  scrollToY(top);
  if (Math.abs(window.scrollY - top) <= 1) return () => undefined;
  const observer = new ResizeObserver(() => {
    scrollToY(top);
    if (Math.abs(window.scrollY - top) <= 1) stop();
  });
  const timer = window.setTimeout(() => stop(), FOLLOW_GROWTH_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.documentElement);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Scroll restoration of a single-page app: a new page starts at the top, or at its #hash
 * target; back and forward return to where the visitor was on that entry, also after a
 * reload. A change of the query alone (a gallery category) leaves the page where it is.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const state = useRef<ScrollState | null>(null);
  const current = () => (state.current ??= { positions: readPositions(), key: null, pathname: null });

  useEffect(() => {
    const scroll = current();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (scroll.key !== null) scroll.positions.set(scroll.key, window.scrollY);
      });
    };
    const save = () => writePositions(scroll.positions);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // At the commit of a new location, before the browser paints it.
  useLayoutEffect(() => {
    const scroll = current();
    const samePage = scroll.pathname === location.pathname;
    scroll.key = location.key;
    scroll.pathname = location.pathname;
    const saved = scroll.positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restorePosition(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return undefined;
      }
    }
    if (navigationType !== 'POP' && !samePage) scrollToY(0);
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);
}
