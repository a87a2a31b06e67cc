import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only after the page's first paint, in a transition: React builds them in
 * small slices, so the part above the fold (the hero) shows sooner and the page never stalls
 * for long while the rest is built. For sections below the fold.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
