import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
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

/**
 * How long `findBy…` and `waitFor` wait for what a person would see: the default second is
 * missed when the unit tests share two cores with the browser tests (a toast after a save
 * took longer in CI); a test that is right passes as soon as it shows.
 */
configure({ asyncUtilTimeout: 5_000 });
