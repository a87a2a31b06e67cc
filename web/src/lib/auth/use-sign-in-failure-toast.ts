import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../toaster';
import { signInFailureNotice } from './sign-in-failure-toast';

/**
 * A sign-in that could not be completed comes back to `/?signin=<reason>`: explains it in
 * a toast once and takes the parameter out of the address (a reload does not repeat it).
 * Mounted once, in the root layout.
 */
export function useSignInFailureToast(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const notice = signInFailureNotice(search);
    if (!notice) return;
    notify(notice.toast);
    void navigate({ pathname, search: notice.search, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
