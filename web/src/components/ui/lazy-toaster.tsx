import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '@/lib/toaster';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * Mounts the toast region once the first toast is asked for. It and the toaster's store are
 * ~10 kB gzip that most page views never need; the store keeps toasts created before the
 * region mounts, and the region shows them when it does.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
