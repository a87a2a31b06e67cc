/** Spec 01 §9 toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/**
 * The spec's "removal delay" (how long a dismissed toast is kept before it is dropped).
 * Chakra/Zag's `removeDelay` is a different thing: the exit-animation time during which a
 * dismissed toast still occupies its slot, so with a limit of 1 a huge value there would
 * block every later toast. `notify()` therefore replaces the visible toast immediately and
 * Zag keeps its short exit delay.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const TOAST_VIEWPORT_MAX_WIDTH = '420px';
