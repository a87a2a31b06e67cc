import { Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { clientGalleryTokenSchema, openClientGalleryRpc } from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { SessionsService } from '../session/sessions.service.js';
import { SpaPagesService } from './spa-pages.service.js';

const clientGalleryPage = defineHttpRoute({
  method: 'GET',
  path: '/g/:token',
  tag: 'Pages',
  summary: 'A client gallery page',
  description: 'The web app, noindex (meta robots and X-Robots-Tag), never cached.',
  access: 'optional-session',
  params: z.object({ token: clientGalleryTokenSchema }),
  status: 200,
  answer: { kind: 'html', description: 'The page.' },
  otherAnswers: { 404: { kind: 'html', description: 'Unknown link.' }, 410: { kind: 'html', description: 'The gallery has expired.' } },
});

/**
 * /g/{token}: a client gallery (ADR 42). Never cached, never indexed (meta robots and
 * X-Robots-Tag); an expired gallery answers 410, an unknown link 404, so a crawler or a
 * link checker that finds one is told so without running the app.
 */
@Controller()
export class ClientGalleryPageController {
  constructor(
    private readonly pages: SpaPagesService,
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
  ) {}

  /** Takes the token as it comes: a malformed one is answered with the page, as an unknown link (404), not with an error body. */
  @HttpRoute(clientGalleryPage)
  async page(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const status = await this.statusOf(token, request);
    const page = await this.pages.clientGallery(request.url.split('?')[0] ?? '/', status);
    if (!page) throw new NotFoundException();
    void reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(page.html);
  }

  private async statusOf(token: string, request: FastifyRequest): Promise<200 | 404 | 410> {
    if (!clientGalleryTokenSchema.safeParse(token).success) return 404;
    try {
      const requesterId = (await this.sessions.currentUserId(request)) ?? null;
      await this.rpc.call(openClientGalleryRpc, { token, access: null, requesterId, visitorId: null });
      return 200;
    } catch (error) {
      if (error instanceof RpcCallError && (error.status === 404 || error.status === 410)) return error.status;
      throw error;
    }
  }
}
