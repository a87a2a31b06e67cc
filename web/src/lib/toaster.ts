import { TOAST_DEFAULT_DURATION_MS } from './toast-constants';

export * from './toast-constants';

/** The toaster's store and the toast region load with the first toast: most page views have none. */
const loadToastStore = () => import('./toast-store');

const toastListeners = new Set<() => void>();
let toastRequested = false;

/** Calls `listener` once a toast has been asked for (at once if one already was). Returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (toastRequested) {
    listener();
    return () => undefined;
  }
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

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

/**
 * Shows a toast, replacing the one on screen (one at a time, newest wins) unless `queue`.
 * Toasts asked for one after another appear in that order.
 */
export function notify(options: NotifyOptions): void {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of toastListeners) listener();
    toastListeners.clear();
  }
  void loadToastStore().then(({ toaster }) => {
    if (!options.queue) toaster.remove();
    const type = options.variant === 'destructive' ? 'error' : options.variant === 'success' ? 'success' : 'info';
    toaster.create({
      type,
      title: options.title,
      description: options.description,
      action: options.action,
      duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
      closable: options.closable ?? true,
    });
  });
}
