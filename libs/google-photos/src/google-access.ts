import { GoogleApiError } from './google-errors.js';
import type { GoogleTokens } from './google-tokens.js';

/**
 * Calls Google with the photographer's access token (refreshed when about to expire); when
 * Google rejects it anyway (401), once more with a token refreshed for the occasion.
 * GoogleNotConnectedError when there is no usable grant.
 */
export class GoogleAccess {
  constructor(private readonly tokens: Pick<GoogleTokens, 'accessTokenFor'>) {}

  async call<T>(userId: string, request: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.tokens.accessTokenFor(userId);
    try {
      return await request(token);
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.status !== 401) throw error;
      return request(await this.tokens.accessTokenFor(userId, { forceRefresh: true, rejected: token }));
    }
  }
}
