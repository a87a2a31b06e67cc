import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveIdentityRpc, signInFailurePath, type SignInFailure } from '@lumafolio/contracts';
import { InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { SessionsService } from '../session/sessions.service.js';
import { GatewayConfig } from '../config.js';
import { OidcClient } from './oidc-client.js';
import { safeReturnTo } from './return-to.js';
import { signInFailureOf } from './sign-in-failure.js';

const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/**
 * Sign-in and sign-out by full-page navigation (spec 01 §7). A sign-in that cannot be
 * started or completed lands on the home page with `?signin=<reason>`, which the web app
 * explains in a toast; never an error page.
 */
@Controller('api')
export class AuthController {
  constructor(
    private readonly oidc: OidcClient,
    private readonly sessions: SessionsService,
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @Get('login')
  async login(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('returnTo') returnTo?: string): Promise<void> {
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

  @Get('callback')
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

  /** Ends the session, signs out at the issuer too, and lands on the home page. */
  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const ended = await this.sessions.end(request, reply);
    const issuerLogout = ended?.data.userId ? await this.oidc.endSessionUrl(ended.data.idToken) : null;
    await reply.header('cache-control', 'no-store').redirect(issuerLogout?.href ?? '/', 302);
  }

  @Post('auth/logout')
  @HttpCode(204)
  async logoutApi(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(request, reply);
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

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}
