import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionsService } from '../session/sessions.service.js';
import { SpaPagesService, type SpaPage } from './spa-pages.service.js';

/** The home page and public portfolio pages: the SPA with page-specific head tags. */
@Controller()
export class SpaPagesController {
  constructor(
    private readonly pages: SpaPagesService,
    private readonly sessions: SessionsService,
  ) {}

  @Get()
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const signedIn = (await this.sessions.currentUserId(request)) !== undefined;
    send(reply, await this.pages.home(request.url, signedIn));
  }

  @Get(['portfolio/:segment', ':segment'])
  async portfolio(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.pages.portfolio(request.url));
  }
}

/** No page: the gateway's usual 404 handling (the plain SPA for app routes, JSON for files and the API). */
function send(reply: FastifyReply, page: SpaPage | null): void {
  if (!page) throw new NotFoundException();
  if (page.status === 503) void reply.header('retry-after', '5');
  void reply.status(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
}
