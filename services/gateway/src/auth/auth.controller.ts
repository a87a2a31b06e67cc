import { Controller, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveIdentityRpc, serverText, signInFailurePath, verbatimText, type SignInFailure } from '@lumafolio/contracts';
import { InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { z } from 'zod';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json, redirect } from '../openapi/api-route.js';
import { SessionsService } from '../session/sessions.service.js';
import { GatewayConfig } from '../config.js';
import { ACCOUNT_TAG as tag, signInRedirect } from './account-tag.js';
import { OidcClient } from './oidc-client.js';
import { safeReturnTo } from './return-to.js';
import { signInFailureOf } from './sign-in-failure.js';

const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** Its query is described here but read by the handler: any `returnTo` lands somewhere safe (safeReturnTo), never on an error body. */
const signIn = defineHttpRoute({
  method: 'GET',
  path: '/api/login',
  tag,
  summary: 'Start signing in (browser navigation)',
  access: 'anonymous',
  query: z.object({ returnTo: verbatimText().optional().describe('A path of this site to land on afterwards.') }),
  status: 302,
  answer: signInRedirect,
  notFuzzedSignedIn: 'a new sign-in replaces the session the signed-in run uses',
});

const signInCallback = defineHttpRoute({
  method: 'GET',
  path: '/api/callback',
  tag,
  summary: "The identity provider's redirect back (browser navigation)",
  description: 'Completes a sign-in started in the same browser; anything else lands home with `?signin=failed`.',
  access: 'anonymous',
  status: 302,
  answer: redirect('Where the sign-in was started from, or home with `?signin=<reason>`.'),
});

const signOut = defineHttpRoute({
  method: 'GET',
  path: '/api/logout',
  tag,
  summary: 'Sign out here and at the identity provider (browser navigation)',
  description: 'Only a navigation from this site’s own pages signs out (Fetch Metadata, else Referer); from another site it lands home, still signed in.',
  access: 'optional-session',
  status: 302,
  answer: redirect("The identity provider's sign-out, or the home page."),
  notFuzzedSignedIn: 'it ends the session the signed-in run uses',
});

const signOutApi = defineHttpRoute({
  method: 'POST',
  path: '/api/auth/logout',
  tag,
  summary: 'Sign out of this session',
  description:
    'The browser then goes to `redirectTo` to end the identity provider’s session too (RP-initiated logout), or home when the provider has no end-session endpoint.',
  access: 'optional-session',
  status: 200,
  answer: json(
    z.object({
      signedOut: z.literal(true),
      redirectTo: serverText().describe('The identity provider’s end-session URL, or `/`.'),
    }),
    'Signed out (or there was no session).',
  ),
  notFuzzedSignedIn: 'it ends the session the signed-in run uses',
});

/**
 * Sign-in and sign-out by full-page navigation (spec 01 §7). A sign-in that cannot be
 * started or completed lands on the home page with `?signin=<reason>`, which the web app
 * explains in a toast; never an error page.
 */
@Controller()
export class AuthController {
  constructor(
    private readonly oidc: OidcClient,
    private readonly sessions: SessionsService,
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Any site can link to or embed this address: a signed-in visitor goes on to where they
   * asked, still signed in (signing in again would end their session).
   */
  @HttpRoute(signIn)
  async login(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('returnTo') returnTo?: string): Promise<void> {
    if (await this.sessions.currentUserId(request)) {
      await reply.header('cache-control', 'no-store').redirect(safeReturnTo(returnTo), 302);
      return;
    }
    let pending;
    try {
      pending = await this.oidc.beginSignIn();
    } catch (error) {
      this.logger.error({ err: error, issuer: this.oidc.issuerUrl }, 'identity provider unreachable');
      await this.signInFailed(request, reply, 'unavailable');
      return;
    }
    const { state, nonce, codeVerifier } = pending;
    await this.sessions.start(request, reply, { login: { state, nonce, codeVerifier, returnTo: safeReturnTo(returnTo), startedAt: Date.now() } });
    await reply.header('cache-control', 'no-store').redirect(pending.url.href, 302);
  }

  @HttpRoute(signInCallback)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const session = await this.sessions.current(request);
    const login = session?.data.login;
    // No sign-in under way in this browser: a forged callback, or one replayed after it
    // completed. A signed-in session is left as it is.
    if (!login) return this.signInFailed(request, reply, 'failed');
    if (Date.now() - login.startedAt > SIGN_IN_WINDOW_MS) return this.signInFailed(request, reply, 'expired');
    const callbackUrl = new URL(request.url, this.config.PUBLIC_URL);
    if (callbackUrl.searchParams.has('error')) {
      await this.sessions.end(request, reply);
      await reply.redirect(login.returnTo, 302);
      return;
    }
    let signedIn;
    try {
      signedIn = await this.completeSignIn(callbackUrl, login);
    } catch (error) {
      const reason = signInFailureOf(error);
      this.logger[reason === 'unavailable' ? 'error' : 'warn']({ err: error, reason }, 'sign-in could not be completed');
      return this.signInFailed(request, reply, reason);
    }
    const { user, idToken } = signedIn;
    // A new session id at sign-in: a session fixed before sign-in is worthless after it.
    await this.sessions.start(request, reply, { userId: user.id, ...(idToken ? { idToken } : {}) });
    this.logger.info({ userId: user.id }, 'signed in');
    await reply.header('cache-control', 'no-store').redirect(login.returnTo, 302);
  }

  /**
   * The Sign Out link (spec 01 §7): ends the session, signs out at the issuer too, and lands
   * on the home page. Only when our own pages navigate here: a link or an image on another
   * site lands on the home page still signed in.
   */
  @HttpRoute(signOut)
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!isOwnNavigation(request, this.config.PUBLIC_URL)) {
      await reply.header('cache-control', 'no-store').redirect('/', 302);
      return;
    }
    const issuerLogout = await this.endSession(request, reply);
    await reply.header('cache-control', 'no-store').redirect(issuerLogout?.href ?? '/', 302);
  }

  /** Ends the session (CSRF-checked like every POST) and answers where the browser ends the issuer's session too. */
  @HttpRoute(signOutApi)
  async logoutApi(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ signedOut: true; redirectTo: string }> {
    void reply.header('cache-control', 'no-store');
    const issuerLogout = await this.endSession(request, reply);
    return { signedOut: true, redirectTo: issuerLogout?.href ?? '/' };
  }

  /** Ends the session; for a signed-in one, the issuer's end-session URL when it offers one. */
  private async endSession(request: FastifyRequest, reply: FastifyReply): Promise<URL | null> {
    const ended = await this.sessions.end(request, reply);
    return ended?.data.userId ? this.oidc.endSessionUrl(ended.data.idToken) : null;
  }

  /** The issuer's answer checked and exchanged for its ID token, and the identity turned into our user. */
  private async completeSignIn(callbackUrl: URL, login: { state: string; nonce: string; codeVerifier: string }) {
    const { claims, idToken } = await this.oidc.completeSignIn(callbackUrl, login);
    const user = await this.rpc.call(resolveIdentityRpc, {
      issuer: claims.iss,
      subject: claims.sub,
      email: stringClaim(claims.email),
      emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
      preferredUsername: stringClaim(claims.preferred_username),
      givenName: stringClaim(claims.given_name),
      familyName: stringClaim(claims.family_name),
    });
    return { user, idToken };
  }

  /** Drops a sign-in under way (a signed-in session stays) and goes home with the reason. */
  private async signInFailed(request: FastifyRequest, reply: FastifyReply, reason: SignInFailure): Promise<void> {
    const session = await this.sessions.current(request);
    if (session?.data.login) await this.sessions.end(request, reply);
    await reply.header('cache-control', 'no-store').redirect(signInFailurePath(reason), 302);
  }
}

/**
 * A navigation from our own pages (or typed in the address bar), by the browser's Fetch
 * Metadata, else its Referer; a browser that sends neither is believed.
 */
function isOwnNavigation(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (!referer) return true;
  try {
    return new URL(referer).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}
