import { createToaster } from '@chakra-ui/react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_VIEWPORT_HOTKEY } from './toast-constants';

export * from './toast-constants';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DEFAULT_DURATION_MS,
  // Zag compares each entry with event[key] or event.code, so 'F8' focuses the toast region.
  hotkey: [TOAST_VIEWPORT_HOTKEY],
  pauseOnPageIdle: true,
});

export interface NotifyOptions {
  title?: string;
  description?: string;
  /** 'destructive' is the error style; 'default' is neutral. */
  variant?: 'default' | 'destructive' | 'success';
  action?: { label: string; onClick: () => void };
  duration?: number;
  closable?: boolean;
  /**
   * Wait for the toast on screen to go (timeout, close or swipe) instead of replacing it:
   * for a follow-up message that belongs to the same action.
   */
  queue?: boolean;
}

/** Shows a toast, replacing the one on screen (one at a time, newest wins) unless `queue`. */
export function notify(options: NotifyOptions): string {
  if (!options.queue) toaster.remove();
  const type = options.variant === 'destructive' ? 'error' : options.variant === 'success' ? 'success' : 'info';
  return toaster.create({
    type,
    title: options.title,
    description: options.description,
    action: options.action,
    duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
    closable: options.closable ?? true,
  });
}
