import { RpcCallError } from '@lumafolio/server-common';
import { ClientError, ResponseBodyError } from 'openid-client';
import { signInFailureOf } from './sign-in-failure.js';

/** openid-client's ClientError with its code (its constructor's options are typed without one). */
const clientError = (message: string, code: string, cause?: unknown) => Object.assign(new ClientError(message, { cause }), { code });

const tokenError = (status: number) =>
  new ResponseBodyError('server responded with an error in the response body', {
    cause: { error: status >= 500 ? 'server_error' : 'invalid_grant' },
    response: new Response(null, { status }),
  });

describe('signInFailureOf', () => {
  it.each([
    ['a refused or reset connection to the issuer', new TypeError('fetch failed'), 'unavailable'],
    ['a timeout', clientError('operation timed out', 'OAUTH_TIMEOUT'), 'unavailable'],
    [
      'a 503 from the token endpoint',
      clientError('unexpected HTTP response status code', 'OAUTH_RESPONSE_IS_NOT_CONFORM', new Response(null, { status: 503 })),
      'unavailable',
    ],
    ['a server_error body', tokenError(500), 'unavailable'],
    ['the account service down', new RpcCallError(503, 'auth is unavailable'), 'unavailable'],
    ['a used or expired code (invalid_grant)', tokenError(400), 'failed'],
    ['a state that does not match', clientError('unexpected "state" response parameter value', 'OAUTH_INVALID_RESPONSE'), 'failed'],
    ['an argument error', Object.assign(new TypeError('bad argument'), { code: 'ERR_INVALID_ARG_TYPE' }), 'failed'],
    ['a user that is gone', new RpcCallError(404, 'User not found.'), 'failed'],
  ])('%s → %s', (_case, error, expected) => {
    expect(signInFailureOf(error)).toBe(expected);
  });
});
