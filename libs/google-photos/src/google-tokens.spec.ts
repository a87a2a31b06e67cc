import { createInProcessLock } from '@lumafolio/dal';
import { googleEnvOf, startFakeGoogle, type FakeGoogle } from '@lumafolio/dev-stack';
import { randomBytes } from 'node:crypto';
import { googlePhotosSettingsOf } from './google-env.js';
import { GoogleOAuth } from './google-oauth.js';
import { GoogleNotConnectedError, GoogleTokens, type GoogleTokenStore } from './google-tokens.js';
import { TokenCipher } from './token-cipher.js';

/** The grant's life against a local server speaking Google's OAuth 2.0: exchange, refresh, refusal. */
describe('GoogleTokens', () => {
  let google: FakeGoogle;
  let oauth: GoogleOAuth;
  const redirectUri = 'http://127.0.0.1:9/api/auth/google/photos/callback';

  beforeAll(async () => {
    google = await startFakeGoogle();
    const settings = googlePhotosSettingsOf({ ...googleEnvOf(google), GOOGLE_TOKEN_KEY: randomBytes(32).toString('base64') });
    if (!settings) throw new Error('settings expected');
    oauth = new GoogleOAuth(settings, redirectUri);
  });
  afterAll(() => google.close());

  /** What the user's "Allow" on the consent screen gives: a grant for the code. */
  async function grant() {
    const { codeVerifier, codeChallenge } = await oauth.newPkce();
    const authorize = new URL(oauth.authorizeUrl({ state: 'state-1', codeChallenge }));
    authorize.pathname += '/decision';
    authorize.searchParams.set('decision', 'allow');
    const back = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(back.headers.get('location') as string).searchParams.get('code') as string;
    return oauth.exchangeCode(code, codeVerifier);
  }

  function tokensWith(sealed: Map<string, string>) {
    const reconnect: string[] = [];
    const store: GoogleTokenStore = {
      sealedGrantOf: async (userId) => (reconnect.includes(userId) ? null : (sealed.get(userId) ?? null)),
      saveSealedGrant: async (userId, value) => void sealed.set(userId, value),
      markNeedsReconnect: async (userId) => void reconnect.push(userId),
    };
    const tokens = new GoogleTokens(store, new TokenCipher(randomBytes(32).toString('base64')), oauth, createInProcessLock());
    return { tokens, reconnect };
  }

  it('keeps a valid access token, and refreshes one about to expire', async () => {
    const sealed = new Map<string, string>();
    const { tokens } = tokensWith(sealed);
    const first = await grant();
    sealed.set('u1', tokens.seal('u1', { ...first, accessTokenExpiresAt: Date.now() + 3_600_000 }));
    expect(await tokens.accessTokenFor('u1')).toBe(first.accessToken);

    sealed.set('u1', tokens.seal('u1', { ...first, accessTokenExpiresAt: Date.now() + 30_000 }));
    const refreshed = await tokens.accessTokenFor('u1');
    expect(refreshed).not.toBe(first.accessToken);
    expect((await tokens.grantOf('u1'))?.accessToken).toBe(refreshed);
    expect((await tokens.grantOf('u1'))?.refreshToken).toBe(first.refreshToken);
  });

  it('refreshes a token Google rejected once, however many callers saw the rejection', async () => {
    const sealed = new Map<string, string>();
    const { tokens } = tokensWith(sealed);
    const first = await grant();
    sealed.set('u2', tokens.seal('u2', { ...first, accessTokenExpiresAt: Date.now() + 3_600_000 }));
    const before = google.requests.filter((request) => request.path === '/token').length;
    const results = await Promise.all([1, 2, 3].map(() => tokens.accessTokenFor('u2', { forceRefresh: true, rejected: first.accessToken })));
    expect(new Set(results).size).toBe(1);
    expect(results[0]).not.toBe(first.accessToken);
    expect(google.requests.filter((request) => request.path === '/token').length - before).toBe(1);
  });

  it('asks the user to connect again when Google refuses the refresh token', async () => {
    const sealed = new Map<string, string>();
    const { tokens, reconnect } = tokensWith(sealed);
    const first = await grant();
    sealed.set('u3', tokens.seal('u3', { ...first, accessTokenExpiresAt: 0 }));
    await oauth.revoke(first.refreshToken);
    await expect(tokens.accessTokenFor('u3')).rejects.toBeInstanceOf(GoogleNotConnectedError);
    expect(reconnect).toEqual(['u3']);
    await expect(tokens.accessTokenFor('u3')).rejects.toBeInstanceOf(GoogleNotConnectedError);
  });
});
