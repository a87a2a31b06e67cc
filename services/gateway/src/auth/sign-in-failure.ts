import type { SignInFailure } from '@lumafolio/contracts';
import { RpcCallError } from '@lumafolio/server-common';
import { ClientError, ResponseBodyError } from 'openid-client';

/**
 * What the browser is told when completing a sign-in threw: `unavailable` when the identity
 * provider (or the account service) did not answer, `failed` when its answer did not
 * verify (state, code, nonce, token).
 */
export function signInFailureOf(error: unknown): Exclude<SignInFailure, 'expired'> {
  if (error instanceof RpcCallError || error instanceof ResponseBodyError) return error.status >= 500 ? 'unavailable' : 'failed';
  if (error instanceof ClientError) {
    if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return 'unavailable';
    return error.cause instanceof Response && error.cause.status >= 500 ? 'unavailable' : 'failed';
  }
  // fetch() could not reach the issuer (refused, reset, unknown host): undici's TypeError,
  // which, unlike openid-client's argument errors, carries no code.
  if (error instanceof TypeError && !('code' in error)) return 'unavailable';
  return 'failed';
}
