import { Controller, Query, Req, Res } from '@nestjs/common';
import {
  GOOGLE_PHOTOS_CALLBACK_PATH,
  googleConnectOutcomePath,
  googlePhotosCallbackRpc,
  googlePhotosConsentRpc,
  verbatimText,
  type GoogleConnectError,
} from '@lumafolio/contracts';
import { InjectLogger, RpcCallError, RpcClient, type Logger } from '@lumafolio/server-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GatewayConfig } from '../config.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { redirect } from '../openapi/api-route.js';
import { SessionsService } from '../session/sessions.service.js';

export const GOOGLE_PHOTOS_TAG = 'Google Photos';
const tag = GOOGLE_PHOTOS_TAG;

const startConsent = defineHttpRoute({
  method: 'GET',
  path: '/api/auth/google/photos/consent',
  tag,
  summary: 'Start connecting Google Photos (browser navigation)',
  access: 'optional-session',
  status: 302,
  answer: redirect("Google's consent page, or the album page with `?error=<reason>`."),
});

/** Its query is described here but read by the handler: whatever Google sends back, the answer is the album page, never an error body. */
const googleCallback = defineHttpRoute({
  method: 'GET',
  path: '/api/auth/google/photos/callback',
  tag,
  summary: "Google's redirect back (browser navigation)",
  access: 'optional-session',
  query: z.object({ state: verbatimText().optional(), code: verbatimText().optional(), error: verbatimText().optional() }),
  status: 302,
  answer: redirect('The album page with `?success=true` or `?error=<reason>`.'),
});

const text = (value: unknown) => (typeof value === 'string' && value.length <= 2_000 ? value : null);

/**
 * Connecting Google Photos, by full-page navigation: the consent redirects to Google, and
 * Google's redirect back always ends on the album page with `?success=` or `?error=`.
 */
@Controller()
export class GooglePhotosConnectController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
    private readonly config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @HttpRoute(startConsent)
  async consent(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const userId = await this.sessions.currentUserId(request);
    if (!userId) return this.land(reply, { error: 'session_expired' });
    try {
      const { authorizeUrl } = await this.rpc.call(googlePhotosConsentRpc, { userId, redirectUri: this.redirectUri() });
      await reply.header('cache-control', 'no-store').redirect(authorizeUrl, 302);
    } catch (error) {
      const notEnabled = error instanceof RpcCallError && error.status === 404;
      if (!notEnabled) this.logger.error({ err: error }, 'Google Photos consent could not start');
      await this.land(reply, { error: notEnabled ? 'not_enabled' : 'failed' });
    }
  }

  @HttpRoute(googleCallback)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>): Promise<void> {
    const userId = (await this.sessions.currentUserId(request)) ?? null;
    try {
      const outcome = await this.rpc.call(googlePhotosCallbackRpc, {
        userId,
        redirectUri: this.redirectUri(),
        state: text(query.state)?.slice(0, 200) ?? null,
        code: text(query.code),
        error: text(query.error)?.slice(0, 200) ?? null,
      });
      await this.land(reply, 'connected' in outcome ? { success: true } : { error: outcome.error });
    } catch (error) {
      this.logger.error({ err: error }, 'Google Photos callback failed');
      await this.land(reply, { error: 'failed' });
    }
  }

  private redirectUri(): string {
    return `${this.config.PUBLIC_URL}${GOOGLE_PHOTOS_CALLBACK_PATH}`;
  }

  private async land(reply: FastifyReply, outcome: { success: true } | { error: GoogleConnectError }): Promise<void> {
    await reply.header('cache-control', 'no-store').redirect(googleConnectOutcomePath(outcome), 302);
  }
}
