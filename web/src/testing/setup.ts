import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

/** Web APIs jsdom leaves out that the libraries use (react-router's server part reads them on load). */
Object.assign(globalThis, { TextEncoder, TextDecoder });

/** What jsdom does not implement and the app reads: media queries (the toaster's placement, Chakra's breakpoints). */
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** jsdom has no layout, so nothing is ever resized (Chakra's autoresizing textarea observes its size). */
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  };
}
