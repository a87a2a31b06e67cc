import { createToaster } from '@chakra-ui/react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_VIEWPORT_HOTKEY } from './toast-constants';

/**
 * The toaster's store (Zag). It loads with the first toast (see lib/toaster.ts), like the
 * toast region that renders it (components/ui/toaster.tsx).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DEFAULT_DURATION_MS,
  // Zag compares each entry with event[key] or event.code, so 'F8' focuses the toast region.
  hotkey: [TOAST_VIEWPORT_HOTKEY],
  pauseOnPageIdle: true,
});
