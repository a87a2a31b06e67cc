import { parseSignInFailure, SIGN_IN_FAILURE_PARAM, type SignInFailure } from '@lumafolio/contracts/paths';
import type { NotifyOptions } from '../toaster';

const MESSAGES: Record<SignInFailure, Pick<NotifyOptions, 'title' | 'description'>> = {
  failed: { title: 'Sign-in failed', description: 'Your sign-in could not be completed. Please try again.' },
  expired: { title: 'Sign-in failed', description: 'Your sign-in took too long and has expired. Please try again.' },
  unavailable: { title: 'Sign-in unavailable', description: 'The sign-in service is not answering right now. Please try again in a moment.' },
};

export interface SignInFailureNotice {
  toast: NotifyOptions;
  /** The same address without the `signin` parameter. */
  search: string;
}

/** The toast for an address the gateway sent after a failed sign-in (`?signin=<reason>`); null for any other address. */
export function signInFailureNotice(search: string): SignInFailureNotice | null {
  const params = new URLSearchParams(search);
  const reason = parseSignInFailure(params.get(SIGN_IN_FAILURE_PARAM));
  if (!reason) return null;
  params.delete(SIGN_IN_FAILURE_PARAM);
  const rest = params.toString();
  return { toast: { ...MESSAGES[reason], variant: 'destructive' }, search: rest ? `?${rest}` : '' };
}
