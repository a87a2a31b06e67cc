import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  GOOGLE_PHOTOS_CALLBACK_PATH,
  googleConnectOutcomePath,
  googlePhotosCallbackRpc,
  googlePhotosConsentRpc,
  type GoogleConnectError,
} from '@lumafolio/contracts';
import { InjectLogger, RpcCallError, RpcClient, type Logger } from '@lumafolio/server-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config.js';
import { SessionsService } from '../session/sessions.service.js';

const text = (value: unknown) => (typeof value === 'string' && value.length <= 2_000 ? value : null);

/**
 * Connecting Google Photos, by full-page navigation: the consent redirects to Google, and
 * Google's redirect back always ends on the album page with `?success=` or `?error=`.
 */
@Controller('api/auth/google/photos')
export class GooglePhotosConnectController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
    private readonly config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @Get('consent')
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

  @Get('callback')
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
