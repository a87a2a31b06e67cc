import { z } from 'zod';
import { GoogleGrantRefusedError } from './google-errors.js';
import type { GooglePhotosSettings } from './google-env.js';
import { GoogleOAuth, type GoogleGrant } from './google-oauth.js';
import { TokenCipher } from './token-cipher.js';

/** Refreshed this long before Google's expiry, so a download never starts with a dying token. */
const REFRESH_MARGIN_MS = 2 * 60_000;

const grantSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), accessTokenExpiresAt: z.number(), scope: z.string() });

/** Where a connection's sealed tokens are kept (the integrations service's collection). */
export interface GoogleTokenStore {
  /** The sealed grant, or null when the user is not connected (or must connect again). */
  sealedGrantOf(userId: string): Promise<string | null>;
  saveSealedGrant(userId: string, sealed: string): Promise<void>;
  /** Google refused the grant: the user is asked to connect again. */
  markNeedsReconnect(userId: string): Promise<void>;
}

/** Runs `work` alone across processes (a Redis lock), so two refreshes never race. */
export type TokenLock = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export class GoogleNotConnectedError extends Error {
  constructor() {
    super('Google Photos is not connected. Connect Google Photos again to import.');
    this.name = 'GoogleNotConnectedError';
  }
}

/**
 * A photographer's Google grant, sealed at rest: `accessTokenFor` opens it and refreshes the
 * access token when it is about to expire (or when Google rejected it: `forceRefresh`).
 * A refused refresh marks the connection for reconnecting.
 */
export class GoogleTokens {
  constructor(
    private readonly store: GoogleTokenStore,
    private readonly cipher: TokenCipher,
    private readonly oauth: GoogleOAuth,
    private readonly lock: TokenLock,
  ) {}

  seal(userId: string, grant: GoogleGrant): string {
    return this.cipher.seal(userId, grant);
  }

  /** The stored grant, or null when there is none (or it cannot be opened with this key). */
  async grantOf(userId: string): Promise<GoogleGrant | null> {
    const sealed = await this.store.sealedGrantOf(userId);
    if (!sealed) return null;
    const parsed = grantSchema.safeParse(this.cipher.open(userId, sealed));
    return parsed.success ? parsed.data : null;
  }

  async accessTokenFor(userId: string, options: { forceRefresh?: boolean; rejected?: string } = {}): Promise<string> {
    const current = await this.grantOf(userId);
    if (!current) throw new GoogleNotConnectedError();
    if (!options.forceRefresh && current.accessTokenExpiresAt - REFRESH_MARGIN_MS > Date.now()) return current.accessToken;
    return this.lock(`google-token:${userId}`, async () => {
      const latest = await this.grantOf(userId);
      if (!latest) throw new GoogleNotConnectedError();
      // Another process refreshed it while this one waited.
      const refreshedMeanwhile = options.rejected ? latest.accessToken !== options.rejected : !options.forceRefresh;
      if (refreshedMeanwhile && latest.accessTokenExpiresAt - REFRESH_MARGIN_MS > Date.now()) return latest.accessToken;
      try {
        const fresh = await this.oauth.refresh(latest.refreshToken);
        await this.store.saveSealedGrant(userId, this.seal(userId, { ...latest, ...fresh }));
        return fresh.accessToken;
      } catch (error) {
        if (error instanceof GoogleGrantRefusedError) {
          await this.store.markNeedsReconnect(userId);
          throw new GoogleNotConnectedError();
        }
        throw error;
      }
    });
  }
}

/** The store over the connections repository (`@lumafolio/dal`'s GoogleConnectionRepository). */
export function googleTokenStoreOver(connections: {
  find(userId: string): Promise<{ sealedGrant: string; needsReconnect: boolean } | null>;
  saveGrant(userId: string, sealed: string): Promise<void>;
  markNeedsReconnect(userId: string): Promise<void>;
}): GoogleTokenStore {
  return {
    sealedGrantOf: async (userId) => {
      const connection = await connections.find(userId);
      return connection && !connection.needsReconnect ? connection.sealedGrant : null;
    },
    saveSealedGrant: (userId, sealed) => connections.saveGrant(userId, sealed),
    markNeedsReconnect: (userId) => connections.markNeedsReconnect(userId),
  };
}

/** A photographer's tokens as both the integrations service and the album-sync worker open them. */
export function createGoogleTokens(settings: GooglePhotosSettings, store: GoogleTokenStore, lock: TokenLock): GoogleTokens {
  return new GoogleTokens(store, new TokenCipher(settings.tokenKey), new GoogleOAuth(settings), lock);
}
