import { lazy, Suspense } from 'react';
import type { LightboxProps } from './lightbox';

const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(async () => ({ default: (await loadLightbox()).Lightbox }));

/** Starts loading the viewer's code (on hover or focus of a photo), so it opens at once. */
export function preloadLightbox(): void {
  void loadLightbox();
}

/** The lightbox, loaded with its first use: most visits never open it. */
export function LazyLightbox(props: LightboxProps & { open: boolean }) {
  const { open, ...rest } = props;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...rest} />
    </Suspense>
  );
}
