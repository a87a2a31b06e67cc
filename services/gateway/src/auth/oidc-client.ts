import * as oidc from 'openid-client';
import type { Logger } from '@lumafolio/server-common';

export interface OidcClientOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scopes: string;
  /** How long a request to the issuer (discovery, token exchange) may take: the gateway's RPC budget. */
  timeoutMs: number;
}

export interface PendingSignIn {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CompletedSignIn {
  idToken: string | undefined;
  claims: oidc.IDToken;
}

/**
 * The gateway as an OpenID Connect relying party (authorization code + PKCE, state and
 * nonce). Works with any issuer by configuration; discovery happens on first use and is
 * retried on the next sign-in if the issuer was down.
 */
export class OidcClient {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    private readonly options: OidcClientOptions,
    private readonly logger: Logger,
  ) {}

  get issuerUrl(): string {
    return this.options.issuerUrl;
  }

  async beginSignIn(): Promise<PendingSignIn> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: this.options.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  async completeSignIn(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<CompletedSignIn> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the issuer returned no ID token');
    return { idToken: tokens.id_token, claims };
  }

  /** The issuer's end-session URL, or null when it has none (or cannot be reached). */
  async endSessionUrl(idToken: string | undefined): Promise<URL | null> {
    try {
      const config = await this.config();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: this.options.postLogoutRedirectUri,
        client_id: this.options.clientId,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'could not build the issuer logout URL');
      return null;
    }
  }

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.options.issuerUrl);
    const insecure = issuer.protocol === 'http:';
    const config = await oidc.discovery(issuer, this.options.clientId, undefined, oidc.ClientSecretBasic(this.options.clientSecret), {
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: Math.ceil(this.options.timeoutMs / 1_000),
    });
    this.logger.info({ issuer: this.options.issuerUrl, insecure }, 'OIDC issuer discovered');
    return config;
  }
}
