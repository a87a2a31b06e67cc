import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionsService } from '../session/sessions.service.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { keepsCategory, pageAddress, type PageAddress } from './page-address.js';
import { SpaPagesService, type SpaPage } from './spa-pages.service.js';

const HTML = 'text/html; charset=utf-8';

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
    const address = pageAddress(request.url, await this.pages.buildId());
    const { key, renderUrl } = address;
    const sent = await this.answers.send(request, reply, key, async () => ({
      scope: 'home',
      compute: async () => asAnswer(await this.pages.home(request.url, false, { patient: key !== null, renderUrl }), address),
    }));
    if (!sent) throw new NotFoundException();
  }

  /** The same page for everyone, signed in or not: public data only. */
  @Get(['portfolio/:segment', ':segment'])
  async portfolio(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const address = pageAddress(request.url, await this.pages.buildId());
    const { key, renderUrl } = address;
    const sent = await this.answers.send(request, reply, key, async () => {
      const ownerId = await this.pages.portfolioOwner(request.url);
      return {
        scope: ownerId ? { ownerId } : 'site',
        compute: async () => asAnswer(await this.pages.portfolio(request.url, { patient: key !== null, renderUrl }), address),
      };
    });
    if (!sent) throw new NotFoundException();
  }
}

/**
 * Every address of a page shares its entry (see page-address.ts). A page missing an answer (a
 * slow service) or rendered in the browser is sent, not kept; so is one selecting a category
 * that is neither built in nor one of the page's own (any spelling of a category id would
 * otherwise take an entry).
 */
function asAnswer(page: SpaPage | null, { category }: PageAddress) {
  if (!page) return null;
  const cacheable = page.complete && keepsCategory(category, page.categories);
  return { status: page.status, contentType: HTML, body: page.html, cacheable, ...(page.location ? { location: page.location } : {}) };
}

/** No page: the gateway's usual 404 handling (the plain SPA for app routes, JSON for files and the API). */
function sendUncached(reply: FastifyReply, page: SpaPage | null): void {
  if (!page) throw new NotFoundException();
  if (page.status === 503) void reply.header('retry-after', '1');
  void reply.status(page.status).header('content-type', HTML).header('cache-control', 'no-cache').send(page.html);
}
