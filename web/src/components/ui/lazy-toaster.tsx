import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '../../lib/toaster';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * Mounts the toast region once the first toast is created. Its state machines are ~10 kB
 * gzip that most page views never need; toasts created before it mounts are shown as
 * soon as it does (the toaster store keeps them).
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);

  useEffect(() => {
    if (needed) return;
    if (toaster.getCount() > 0) {
      setNeeded(true);
      return;
    }
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
