import { useEffect } from 'react';

/** While `unfinished`, closing or reloading the tab (or leaving the app) asks the browser's "Leave site?" first. */
export function useLeaveWarning(unfinished: boolean): void {
  useEffect(() => {
    if (!unfinished) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unfinished]);
}
