import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const PICKER_SCOPE = 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly';
/** Scopes the fake's consent screen grants next to the Picker's. */
export const KNOWN_SCOPES = new Set([
  PICKER_SCOPE,
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
]);

const CODE_TTL_MS = 10 * 60 * 1000;

/** What the user approved on the consent screen. */
export interface ApprovedRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  offline: boolean;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

interface AuthorizationCode extends ApprovedRequest {
  expiresAt: number;
  used: boolean;
}

interface Grant {
  id: string;
  clientId: string;
  scope: string;
  refreshToken?: string;
  revoked: boolean;
}

interface AccessToken {
  grantId: string;
  expiresAt: number;
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
}

export type TokenOutcome = { ok: true; body: TokenResponse } | { ok: false; status: number; error: string; description: string };

const opaque = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
const failure = (error: string, description: string, status = 400): TokenOutcome => ({ ok: false, status, error, description });

/** Authorization codes, grants and their tokens: the state of Google's OAuth 2.0 server for one fake user. */
export class OAuthStore {
  /** Every token passed to /revoke that revoked something, in order. */
  readonly revokedTokens: string[] = [];
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly grants = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly accessTokenTtlSeconds: number;

  constructor(accessTokenTtlSeconds: number) {
    this.accessTokenTtlSeconds = accessTokenTtlSeconds;
  }

  issueCode(request: ApprovedRequest): string {
    const code = opaque('4/0A', 48);
    this.codes.set(code, { ...request, expiresAt: Date.now() + CODE_TTL_MS, used: false });
    return code;
  }

  exchangeCode(clientId: string, params: URLSearchParams): TokenOutcome {
    const codeValue = params.get('code');
    if (!codeValue) return failure('invalid_request', 'Missing required parameter: code');
    const code = this.codes.get(codeValue);
    if (!code || code.used || code.expiresAt <= Date.now() || code.clientId !== clientId) return failure('invalid_grant', 'Bad Request');
    if (params.get('redirect_uri') !== code.redirectUri) return failure('redirect_uri_mismatch', 'Bad Request');
    if (code.codeChallenge) {
      const verifier = params.get('code_verifier');
      if (!verifier) return failure('invalid_grant', 'Missing code verifier.');
      if (!challengeMatches(code.codeChallenge, code.codeChallengeMethod ?? 'plain', verifier)) return failure('invalid_grant', 'Invalid code verifier.');
    }
    code.used = true;
    const grant: Grant = { id: randomUUID(), clientId, scope: code.scope, revoked: false };
    if (code.offline) {
      grant.refreshToken = opaque('1//0g', 64);
      this.refreshTokens.set(grant.refreshToken, grant.id);
    }
    this.grants.set(grant.id, grant);
    const body = this.newAccessToken(grant);
    return { ok: true, body: grant.refreshToken ? { ...body, refresh_token: grant.refreshToken } : body };
  }

  refresh(clientId: string, params: URLSearchParams): TokenOutcome {
    const refreshToken = params.get('refresh_token');
    if (!refreshToken) return failure('invalid_request', 'Missing required parameter: refresh_token');
    const grant = this.grants.get(this.refreshTokens.get(refreshToken) ?? '');
    if (!grant || grant.revoked || grant.clientId !== clientId) return failure('invalid_grant', 'Token has been expired or revoked.');
    return { ok: true, body: this.newAccessToken(grant) };
  }

  /**
   * Revokes the grant behind an access or refresh token (Google revokes the refresh token of a revoked
   * access token too). Returns the revoked grant's id, or undefined for an unknown, expired or revoked token.
   */
  revoke(token: string): string | undefined {
    const grant = this.grants.get(this.refreshTokens.get(token) ?? '') ?? this.grantOfAccessToken(token);
    if (!grant || grant.revoked) return undefined;
    grant.revoked = true;
    this.revokedTokens.push(token);
    return grant.id;
  }

  /** The live grant an unexpired access token belongs to. */
  grantOfAccessToken(token: string): Grant | undefined {
    const access = this.accessTokens.get(token);
    if (!access || access.expiresAt <= Date.now()) return undefined;
    const grant = this.grants.get(access.grantId);
    return grant && !grant.revoked ? grant : undefined;
  }

  /** Every access token issued so far stops working, as if their hour had passed; refresh tokens still work. */
  expireAccessTokens(): void {
    for (const access of this.accessTokens.values()) access.expiresAt = 0;
  }

  reset(): void {
    this.codes.clear();
    this.grants.clear();
    this.refreshTokens.clear();
    this.accessTokens.clear();
    this.revokedTokens.length = 0;
  }

  private newAccessToken(grant: Grant): TokenResponse {
    const token = opaque('ya29.a0', 96);
    this.accessTokens.set(token, { grantId: grant.id, expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000 });
    return { access_token: token, expires_in: this.accessTokenTtlSeconds, scope: grant.scope, token_type: 'Bearer' };
  }
}

function challengeMatches(challenge: string, method: 'S256' | 'plain', verifier: string): boolean {
  const expected = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
