import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionsService } from '../session/sessions.service.js';
import { VisitorAnswers, type CacheKey } from '../visitor-cache/visitor-answers.js';
import { SpaPagesService, type SpaPage } from './spa-pages.service.js';

const HTML = 'text/html; charset=utf-8';

/**
 * Only a page's canonical address is stored (lowercase, no query): another spelling or a
 * query string is rendered each time, so no client can fill the cache with variants. A page
 * names its build's script files, so each build keeps its own pages: a release never serves
 * a page of the one before (whose files it no longer has), nor the other way round while
 * both run.
 */
function pageKey(url: string, buildId: string | null): CacheKey {
  return buildId === null || url.includes('?') || url !== url.toLowerCase() ? null : `page:${buildId}:${url}`;
}

/** The home page and public portfolio pages: the SPA with page-specific head tags. */
@Controller()
export class SpaPagesController {
  constructor(
    private readonly pages: SpaPagesService,
    private readonly sessions: SessionsService,
    private readonly answers: VisitorAnswers,
  ) {}

  /** Signed out, everybody gets the same page (cached); signed in, one's own (never shared). */
  @Get()
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    void reply.header('vary', 'cookie');
    if ((await this.sessions.currentUserId(request)) !== undefined) {
      sendUncached(reply, await this.pages.home(request.url, true));
      return;
    }
    const key = pageKey(request.url, await this.pages.buildId());
    const sent = await this.answers.send(request, reply, key, async () => ({
      scope: 'home',
      compute: async () => asAnswer(await this.pages.home(request.url, false, { patient: key !== null })),
    }));
    if (!sent) throw new NotFoundException();
  }

  /** The same page for everyone, signed in or not: public data only. */
  @Get(['portfolio/:segment', ':segment'])
  async portfolio(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const key = pageKey(request.url, await this.pages.buildId());
    const sent = await this.answers.send(request, reply, key, async () => {
      const ownerId = await this.pages.portfolioOwner(request.url);
      return { scope: ownerId ? { ownerId } : 'site', compute: async () => asAnswer(await this.pages.portfolio(request.url, { patient: key !== null })) };
    });
    if (!sent) throw new NotFoundException();
  }
}

function asAnswer(page: SpaPage | null) {
  // A page missing an answer (a slow service) or rendered in the browser is sent, not kept.
  return page && { status: page.status, contentType: HTML, body: page.html, cacheable: page.complete, ...(page.location ? { location: page.location } : {}) };
}

/** No page: the gateway's usual 404 handling (the plain SPA for app routes, JSON for files and the API). */
function sendUncached(reply: FastifyReply, page: SpaPage | null): void {
  if (!page) throw new NotFoundException();
  if (page.status === 503) void reply.header('retry-after', '5');
  void reply.status(page.status).header('content-type', HTML).header('cache-control', 'no-cache').send(page.html);
}
