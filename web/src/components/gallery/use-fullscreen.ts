import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for an element: the Fullscreen API where the browser has it; elsewhere (iPhone
 * Safari has it for videos only) an "immersive" state the viewer shows by hiding its own
 * controls. Leaving the element (Esc in the browser, closing the viewer) ends it.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [immersive, setImmersive] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const element = ref.current;
    const onChange = () => setNative(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (element && document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    };
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (native) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (immersive) {
      setImmersive(false);
      return;
    }
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      // A refusal (a permissions policy, an iframe) falls back to the immersive view.
      element.requestFullscreen().catch(() => setImmersive(true));
    } else {
      setImmersive(true);
    }
  }, [ref, native, immersive]);

  return { active: native || immersive, toggle };
}
