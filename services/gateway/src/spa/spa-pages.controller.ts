import { Controller, NotFoundException, Req, Res } from '@nestjs/common';
import { portfolioSegmentSchema } from '@lumafolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { redirect } from '../openapi/api-route.js';
import { SessionsService } from '../session/sessions.service.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { keepsCategory, pageAddress, withoutCategory, type PageAddress } from './page-address.js';
import { SpaPagesService, type SpaPage } from './spa-pages.service.js';

const HTML = 'text/html; charset=utf-8';

const segmentParams = z.object({ segment: portfolioSegmentSchema });
const page = (description: string) => ({ kind: 'html', description }) as const;
const movedAwayOrRespelled = redirect(
  'A username its owner has given up (ADR 45): to the portfolio at its current address, query kept. Anything below such an address redirects the same way. ' +
    'An address spelled otherwise than its canonical lowercase form (upper case, percent-encoded letters, spaces around the name): to that form, query kept.',
);

const homePage = defineHttpRoute({
  method: 'GET',
  path: '/',
  tag: 'Pages',
  summary: 'The home page',
  access: 'optional-session',
  status: 200,
  answer: page('The web app, rendered on the server.'),
  revalidated: true,
});

const portfolioPage = defineHttpRoute({
  method: 'GET',
  path: '/portfolio/:segment',
  tag: 'Pages',
  summary: 'A public portfolio page',
  access: 'anonymous',
  params: segmentParams,
  status: 200,
  answer: page('The portfolio, rendered on the server.'),
  otherAnswers: { 301: movedAwayOrRespelled, 404: page("The web app's not-found page: nobody has this portfolio.") },
  revalidated: true,
});

const shortPortfolioPage = defineHttpRoute({
  method: 'GET',
  path: '/:segment',
  tag: 'Pages',
  summary: 'A public portfolio page at its short address, or a page of the web app',
  access: 'anonymous',
  params: segmentParams,
  status: 200,
  answer: page('The portfolio, rendered on the server, or the web app for its own routes.'),
  otherAnswers: { 301: movedAwayOrRespelled, 404: page("The web app's not-found page: nobody has this portfolio.") },
  revalidated: true,
});

/** The home page and public portfolio pages: the SPA with page-specific head tags. */
@Controller()
export class SpaPagesController {
  constructor(
    private readonly pages: SpaPagesService,
    private readonly sessions: SessionsService,
    private readonly answers: VisitorAnswers,
  ) {}

  /** Signed out, everybody gets the same page (cached); signed in, one's own (never shared). */
  @HttpRoute(homePage)
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

  /**
   * The same page for everyone, signed in or not: public data only. Reads its address from
   * the URL as it comes: a segment that is no portfolio's is the web app's page, not an
   * error body.
   */
  @HttpRoute(portfolioPage)
  async portfolio(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.portfolioAt(request, reply);
  }

  /** The same at its short address, which is also where the web app's own routes are (`/login`…). */
  @HttpRoute(shortPortfolioPage)
  async shortPortfolio(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.portfolioAt(request, reply);
  }

  private async portfolioAt(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const buildId = await this.pages.buildId();
    const address = pageAddress(request.url, buildId);
    if (address.redirect !== null) {
      // A canonical page kept in the cache is live at that address: no service is asked whether it moved.
      const live = (await this.answers.kept(pageAddress(address.redirect, buildId).key))?.status === 200;
      const location = (!live && (await this.pages.movedPage(address.redirect))) || address.redirect;
      sendRedirect(reply, location);
      return;
    }
    // A category the page kept in the cache does not offer is sent away before anything is loaded for it.
    if (address.category !== null && !keepsCategory(address.category, [])) {
      const offered = (await this.answers.kept(pageAddress(withoutCategory(request.url), buildId).key))?.categories;
      if (offered && !keepsCategory(address.category, offered)) {
        sendRedirect(reply, withoutCategory(request.url));
        return;
      }
    }
    const { key, renderUrl } = address;
    const sent = await this.answers.send(request, reply, key, async () => {
      const ownerId = await this.pages.portfolioOwner(request.url);
      return {
        scope: ownerId ? { ownerId } : 'site',
        compute: async () => asAnswer(await this.pages.portfolio(request.url, { patient: key !== null, renderUrl, category: address.category }), address),
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
  return {
    status: page.status,
    contentType: HTML,
    body: page.html,
    cacheable,
    ...(page.location ? { location: page.location } : {}),
    ...(page.status === 200 ? { categories: [...page.categories] } : {}),
  };
}

function sendRedirect(reply: FastifyReply, location: string): void {
  void reply.status(301).header('location', location).header('cache-control', 'no-cache').send();
}

/** No page: the gateway's usual 404 handling (the plain SPA for app routes, JSON for files and the API). */
function sendUncached(reply: FastifyReply, page: SpaPage | null): void {
  if (!page) throw new NotFoundException();
  if (page.status === 503) void reply.header('retry-after', '1');
  void reply.status(page.status).header('content-type', HTML).header('cache-control', 'no-cache').send(page.html);
}
