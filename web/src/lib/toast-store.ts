import { createToaster } from '@chakra-ui/react';
import { MOBILE_BREAKPOINT_PX } from './config';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_VIEWPORT_HOTKEY } from './toast-constants';

/**
 * On a phone a dialog's buttons sit at the bottom of the screen, where a toast would cover
 * them: toasts come from the top there, and from the bottom right on larger screens.
 */
const onPhone = typeof window !== 'undefined' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).matches;

/**
 * The toaster's store (Zag). It loads with the first toast (see lib/toaster.ts), like the
 * toast region that renders it (components/ui/toaster.tsx).
 */
export const toaster = createToaster({
  placement: onPhone ? 'top' : 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DEFAULT_DURATION_MS,
  // Zag compares each entry with event[key] or event.code, so 'F8' focuses the toast region.
  hotkey: [TOAST_VIEWPORT_HOTKEY],
  pauseOnPageIdle: true,
});
