import { GOOGLE_CONNECT_SUCCESS, googleConnectErrorMessage } from '@lumafolio/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/lib/toaster';

/**
 * Google's consent ends on the album page with `?success=connected` or `?error=<value>`
 * (spec 02 §4, §8): the outcome is shown once, then the query string is cleared.
 */
export function useConnectOutcome(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shown = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const success = params.get('success');
    const error = params.get('error');
    if (success === null && error === null) return;
    if (!shown.current) {
      shown.current = true;
      if (error !== null) notify({ title: 'Connection Failed', description: googleConnectErrorMessage(error), variant: 'destructive' });
      else if (success === GOOGLE_CONNECT_SUCCESS)
        notify({ title: 'Google Photos connected', description: 'Pick photos from Google Photos to import them.', variant: 'success' });
    }
    void navigate(pathname, { replace: true });
  }, [pathname, search, navigate]);
}
