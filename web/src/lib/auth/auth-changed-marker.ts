/**
 * The local-storage marker that tells other tabs the auth state changed (spec 01 §4:
 * profile saves write it; sign-out and account deletion do too). Its value is a timestamp
 * so that every write changes it and fires a `storage` event in the other tabs.
 */
export const AUTH_CHANGED_KEY = 'lumafolio:auth-changed';

export function markAuthChanged(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(AUTH_CHANGED_KEY, String(now));
  } catch (error) {
    // Storage may be unavailable (private mode, quota); other tabs then refresh later.
    console.warn('Could not write the auth-changed marker', error);
  }
}

/** Whether a `storage` event is a write of the marker (null key = storage cleared). */
export function isAuthChangedEvent(event: Pick<StorageEvent, 'key'>): boolean {
  return event.key === AUTH_CHANGED_KEY || event.key === null;
}
