import { BadRequestException, Body, Controller, HttpException, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { countedPageOf, pageViewBeaconSchema } from '@lumafolio/contracts';
import { PageViewInbox } from '@lumafolio/server-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { empty } from '../openapi/api-route.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { CONTACT_TAG } from '../contact/contact.controller.js';
import { visitorOptedOut } from './page-view-consent.js';

export const PAGE_VIEW_RATE_RULE = Symbol('PAGE_VIEW_RATE_RULE');

/** A beacon (text/plain or JSON), read by its handler. */
const countPageView = defineHttpRoute({
  method: 'POST',
  path: '/api/page-views',
  tag: CONTACT_TAG,
  summary: 'Count a page view (a beacon)',
  description: 'Nothing about the visitor is kept; a visitor who opted out (DNT, GPC) is not counted.',
  access: 'anonymous',
  body: { kind: 'beacon', schema: pageViewBeaconSchema },
  status: 204,
  answer: empty('Counted, or not counted at all.'),
  rateLimited: true,
});

/**
 * Page views (ADR 32). The beacon carries a path and nothing else; no cookie is read or
 * set and nothing about the visitor is kept. Same-origin only (CSRF hook), without the
 * X-Requested-With header a beacon cannot send.
 */
@Controller()
export class PageViewsController {
  constructor(
    private readonly inbox: PageViewInbox,
    private readonly limiter: RateLimiter,
    @Inject(PAGE_VIEW_RATE_RULE) private readonly rule: RateLimitRule,
  ) {}

  @HttpRoute(countPageView)
  async record(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (visitorOptedOut(request.headers)) return;
    const beacon = pageViewBeaconSchema.safeParse(typeof body === 'string' ? parseJson(body) : body);
    if (!beacon.success) throw new BadRequestException('A page view is { "path": "/…" }.');
    const page = countedPageOf(beacon.data.path);
    if (page === null) return;
    const verdict = await this.limiter.consume(this.rule, request.ip);
    if (!verdict.allowed) {
      void reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpException('Too many page views from this address; try again shortly.', HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.inbox.add(page);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
