import type { User } from '@lumafolio/dal';
import { UserRepository } from '@lumafolio/dal';
import type { Redis } from 'ioredis';
import Provider, { errors, interactionPolicy, type Account, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';
import type { AuthConfig } from '../config.js';
import { RedisOidcAdapter } from './redis-adapter.js';
import { errorPage, logoutPage, signedOutPage, type PageContext, type RenderedPage } from './views.js';

export const OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

/** Security headers of every HTML page the provider serves. */
export function pageHeaders(formTargets: readonly string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'self'",
      "font-src 'self'",
      "img-src 'self' data:",
      "script-src 'self'",
      // Chromium checks form-action along the redirects after a submit: sign-in ends at
      // the relying party's redirect URI, sign-out at its post-logout URI.
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Not no-referrer: with it, browsers send "Origin: null" on our own form posts.
    'Referrer-Policy': 'same-origin',
  };
}

/** Origins our clients' redirect and post-logout URIs live on. */
export function clientOrigins(config: AuthConfig): string[] {
  const uris = [
    ...config.OIDC_REDIRECT_URIS,
    ...config.OIDC_POST_LOGOUT_REDIRECT_URIS,
    ...config.OIDC_EXTRA_CLIENTS.flatMap((client) => [...client.redirect_uris, ...client.post_logout_redirect_uris]),
  ];
  return [...new Set(uris.map((uri) => new URL(uri).origin))];
}

/**
 * Browsers do not separate cookies by port, so two providers on one host (ours and a
 * second instance standing in for an external issuer, both on 127.0.0.1) would overwrite
 * each other's session. The issuer's port, when it has one, makes the names distinct.
 */
export function cookieNames(issuer: string): { session: string; interaction: string; resume: string } {
  const port = new URL(issuer).port;
  const suffix = port ? `_${port}` : '';
  return { session: `_op_session${suffix}`, interaction: `_op_interaction${suffix}`, resume: `_op_resume${suffix}` };
}

export interface OidcProviderDeps {
  config: AuthConfig;
  users: UserRepository;
  redis: Redis;
  logger: Logger;
}

/** The claims of our users, by scope: `sub` is the user id. */
export function accountFor(user: User): Account {
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      email: user.email ?? undefined,
      email_verified: user.email ? user.emailVerified : undefined,
      preferred_username: user.username,
      given_name: user.firstName ?? undefined,
      family_name: user.lastName ?? undefined,
    }),
  };
}

/**
 * The built-in OpenID Connect provider: one static confidential first-party client (our
 * gateway), authorization code with PKCE (S256) only, storage in Redis, accounts in
 * MongoDB. The interaction pages live in interactions.ts; this wires oidc-provider's own
 * pages (logout, errors) to the same look.
 */
export function createOidcProvider({ config, users, redis, logger }: OidcProviderDeps): Provider {
  const page: PageContext = { brand: config.BRAND_NAME, publicUrl: config.PUBLIC_URL };
  const headers = pageHeaders(clientOrigins(config));
  const secure = config.AUTH_ISSUER_URL.startsWith('https:');
  const firstKey = config.AUTH_JWKS.keys[0];
  const idTokenAlg = firstKey?.kty === 'EC' ? 'ES256' : 'RS256';
  const scope = OIDC_SCOPES.join(' ');

  const render = (ctx: KoaContextWithOIDC, rendered: RenderedPage) => {
    ctx.status = rendered.status;
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    ctx.type = 'html';
    ctx.body = rendered.html;
  };

  const clients: ClientMetadata[] = [
    {
      client_id: config.OIDC_CLIENT_ID,
      client_secret: config.OIDC_CLIENT_SECRET,
      client_name: config.BRAND_NAME,
      redirect_uris: config.OIDC_REDIRECT_URIS,
      post_logout_redirect_uris: config.OIDC_POST_LOGOUT_REDIRECT_URIS,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: idTokenAlg,
      scope,
    },
    ...config.OIDC_EXTRA_CLIENTS.map((client): ClientMetadata => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: idTokenAlg,
      scope,
    })),
  ];

  // A session whose user was deleted must sign in again (instead of failing later).
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('account_missing', "The End-User's account no longer exists", 'login_required', (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );

  const configuration: Configuration = {
    adapter: RedisOidcAdapter.factory(redis),
    clients,
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    clientBasedCORS: () => false,
    jwks: { keys: config.AUTH_JWKS.keys.map((key) => ({ ...key, use: 'sig' })) },
    cookies: {
      names: cookieNames(config.AUTH_ISSUER_URL),
      keys: config.AUTH_COOKIE_KEYS,
      long: { httpOnly: true, sameSite: 'lax', secure },
      short: { httpOnly: true, sameSite: 'lax', secure },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name'],
    },
    scopes: [...OIDC_SCOPES],
    // The relying party reads the user's claims from the ID token, no userinfo call needed.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const hint = ctx.oidc.entities.IdTokenHint;
          const autoSubmit = ctx.oidc.client?.clientId === config.OIDC_CLIENT_ID && hint !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          render(ctx, logoutPage(page, { form, autoSubmit }));
        },
        postLogoutSuccessSource: (ctx) => render(ctx, signedOutPage(page)),
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const user = await users.findById(sub);
      return user ? accountFor(user) : undefined;
    },
    // Our own web app is first-party: its users are never asked to consent.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const client = oidc.client;
      const session = oidc.session;
      if (!client || !session) return undefined;
      const grantId = (oidc.result?.consent?.grantId as string | undefined) ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== config.OIDC_CLIENT_ID) return grant;
      grant ??= new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      const claims = [...oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      await grant.save();
      return grant;
    },
    renderError: (ctx, out, error) => {
      const expired = error instanceof errors.SessionNotFound;
      const status = ctx.status >= 400 ? ctx.status : 400;
      render(
        ctx,
        errorPage(page, {
          status,
          heading: expired ? 'Your sign-in has expired' : 'Something went wrong',
          message: expired ? `Please go back to ${config.BRAND_NAME} and sign in again.` : 'The sign-in request could not be completed.',
          detail: out.error_description ?? out.error,
        }),
      );
    },
    ttl: {
      AccessToken: () => 60 * 60,
      AuthorizationCode: () => 60,
      IdToken: () => 60 * 60,
      Interaction: () => 60 * 60,
      Session: () => 14 * 24 * 60 * 60,
      Grant: () => 14 * 24 * 60 * 60,
    },
  };

  const provider = new Provider(config.AUTH_ISSUER_URL, configuration);
  // Behind TLS termination the provider must see https (secure cookies); see http-server.ts.
  provider.proxy = secure || config.AUTH_TRUST_PROXY;
  provider.on('server_error', (_ctx: unknown, error: unknown) => logger.error({ err: error }, 'oidc provider error'));
  provider.on('grant.error', (_ctx: unknown, error: unknown) => logger.debug({ err: error }, 'oidc token request refused'));
  return provider;
}
