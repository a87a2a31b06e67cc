import { use, type ComponentType, type ReactNode } from 'react';

/** A page component whose code loads on first use, and can be loaded ahead (`preload`). */
export interface LazyPage {
  (): ReactNode;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a page whose code is already loaded renders at once: the server
 * renders a visitor page in one pass, and the browser's first render has to match it
 * (both call `preload` first, see router.tsx). Until then it suspends.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Page = component;
      },
      (error: unknown) => {
        // A failed download can be tried again (the next render or navigation).
        loading = null;
        throw error;
      },
    ));

  function LazyPageComponent() {
    if (!Page) use(preload());
    return Page ? <Page /> : null;
  }
  LazyPageComponent.preload = preload;
  return LazyPageComponent;
}
