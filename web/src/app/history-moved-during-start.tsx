import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The router reads the address when it first renders and hears back and forward only once
 * that render is committed. The app starts in a transition (and takes a rendered page over
 * after its first paint), so a visitor's Back in between moved the address while the page
 * stayed: `/landing` in the bar, the home page on screen. Once the router listens, an address
 * that moved is replayed as the history move it was.
 */
export function HistoryMovedDuringStart(): null {
  const location = useLocation();
  const firstLocation = useRef(location);

  // A passive effect: it runs after the router's own layout effect has started listening.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const rendered = firstLocation.current;
    if (pathname === rendered.pathname && search === rendered.search && hash === rendered.hash) return;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, []);

  return null;
}
