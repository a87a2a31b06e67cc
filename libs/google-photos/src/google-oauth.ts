import { GOOGLE_PHOTOS_PICKER_SCOPE } from '@lumafolio/contracts';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type { GooglePhotosSettings } from './google-env.js';
import { GoogleApiError, GoogleGrantRefusedError } from './google-errors.js';

export interface GoogleGrant {
  accessToken: string;
  refreshToken: string;
  /** Milliseconds since the epoch. */
  accessTokenExpiresAt: number;
  scope: string;
}

/**
 * OAuth 2.0 with Google through google-auth-library's OAuth2Client (the client googleapis
 * is built on): authorization code with PKCE and state, offline access, refresh, revoke.
 */
export class GoogleOAuth {
  private readonly client: OAuth2Client;

  constructor(settings: GooglePhotosSettings, redirectUri?: string) {
    this.client = new OAuth2Client({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      ...(redirectUri ? { redirectUri } : {}),
      endpoints: { oauth2AuthBaseUrl: settings.authorizeUrl, oauth2TokenUrl: settings.tokenUrl, oauth2RevokeUrl: settings.revokeUrl },
    });
  }

  /** A fresh PKCE pair: the verifier stays with us, the challenge goes to Google. */
  async newPkce(): Promise<{ codeVerifier: string; codeChallenge: string }> {
    const { codeVerifier, codeChallenge } = await this.client.generateCodeVerifierAsync();
    if (!codeChallenge) throw new Error('no PKCE challenge made');
    return { codeVerifier, codeChallenge };
  }

  authorizeUrl(request: { state: string; codeChallenge: string }): string {
    return this.client.generateAuthUrl({
      access_type: 'offline',
      // Google sends a refresh token only with a consent screen: a reconnect must get one too.
      prompt: 'consent',
      scope: [GOOGLE_PHOTOS_PICKER_SCOPE],
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
  }

  async exchangeCode(code: string, codeVerifier: string): Promise<GoogleGrant> {
    const { tokens } = await this.call(() => this.client.getToken({ code, codeVerifier }));
    if (!tokens.access_token || !tokens.refresh_token) throw new GoogleGrantRefusedError('no refresh token granted');
    const scopes = (tokens.scope ?? '').split(/\s+/);
    if (!scopes.includes(GOOGLE_PHOTOS_PICKER_SCOPE)) throw new GoogleGrantRefusedError('the Google Photos permission was not granted');
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      accessTokenExpiresAt: tokens.expiry_date ?? Date.now() + 3_600_000,
      scope: tokens.scope ?? GOOGLE_PHOTOS_PICKER_SCOPE,
    };
  }

  async refresh(refreshToken: string): Promise<Pick<GoogleGrant, 'accessToken' | 'accessTokenExpiresAt'>> {
    const client = this.withCredentials({ refresh_token: refreshToken });
    const { credentials } = await this.call(() => client.refreshAccessToken());
    if (!credentials.access_token) throw new GoogleGrantRefusedError('no access token granted');
    return { accessToken: credentials.access_token, accessTokenExpiresAt: credentials.expiry_date ?? Date.now() + 3_600_000 };
  }

  /** Revokes the grant at Google; a token Google no longer knows counts as revoked. */
  async revoke(token: string): Promise<void> {
    try {
      await this.call(() => this.client.revokeToken(token));
    } catch (error) {
      if (error instanceof GoogleGrantRefusedError) return;
      throw error;
    }
  }

  private withCredentials(credentials: { refresh_token: string }): OAuth2Client {
    const client = new OAuth2Client({
      clientId: this.client._clientId,
      clientSecret: this.client._clientSecret,
      endpoints: this.client.endpoints,
    });
    client.setCredentials(credentials);
    return client;
  }

  /** Google's 4xx answers about the grant become GoogleGrantRefusedError, anything else GoogleApiError. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const response = (error as { response?: { status?: number; data?: { error?: unknown; error_description?: unknown } } }).response;
      const status = response?.status ?? 0;
      const reason = typeof response?.data?.error === 'string' ? response.data.error : null;
      if (status >= 400 && status < 500 && status !== 429) throw new GoogleGrantRefusedError(reason ?? `HTTP ${status}`);
      throw new GoogleApiError(status, `Google's sign-in service did not answer as expected (${reason ?? (status || 'no answer')})`);
    }
  }
}
