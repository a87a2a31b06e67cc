/**
 * A sign-in that could not be completed sends the browser back to the home page with
 * `?signin=<reason>`; the web app explains it in a toast. Zod-free: the visitor pages read it.
 *
 * - failed: the answer from the identity provider could not be verified (forged or
 *   replayed state or code, or no sign-in under way in this browser)
 * - expired: the sign-in took longer than the gateway waits for it
 * - unavailable: the identity provider (or the account service) did not answer
 */
export const SIGN_IN_FAILURE_PARAM = 'signin';
export const SIGN_IN_FAILURES = ['failed', 'expired', 'unavailable'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** Where the gateway sends a browser whose sign-in failed. */
export function signInFailurePath(reason: SignInFailure): string {
  return `/?${SIGN_IN_FAILURE_PARAM}=${reason}`;
}

export function parseSignInFailure(value: string | null | undefined): SignInFailure | null {
  return (SIGN_IN_FAILURES as readonly string[]).includes(value ?? '') ? (value as SignInFailure) : null;
}
