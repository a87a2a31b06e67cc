import { BadRequestException, Body, Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { countedPageOf, getPortfolioViewsRpc, PAGE_VIEW_DAYS, pageViewBeaconSchema, type PortfolioViews } from '@lumafolio/contracts';
import { PageViewInbox, RpcClient } from '@lumafolio/server-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { visitorOptedOut } from './page-view-consent.js';

export const PAGE_VIEW_RATE_RULE = Symbol('PAGE_VIEW_RATE_RULE');

/**
 * Page views (ADR 32). The beacon carries a path and nothing else; no cookie is read or
 * set and nothing about the visitor is kept. Same-origin only (CSRF hook), without the
 * X-Requested-With header a beacon cannot send.
 */
@Controller('api')
export class PageViewsController {
  constructor(
    private readonly inbox: PageViewInbox,
    private readonly limiter: RateLimiter,
    private readonly rpc: RpcClient,
    @Inject(PAGE_VIEW_RATE_RULE) private readonly rule: RateLimitRule,
  ) {}

  @Post('page-views')
  @HttpCode(204)
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

  /** The signed-in photographer's portfolio views per day (account page). */
  @Get('user/page-views')
  @UseGuards(SessionGuard)
  mine(@CurrentUserId() userId: string): Promise<PortfolioViews> {
    return this.rpc.call(getPortfolioViewsRpc, { userId, days: PAGE_VIEW_DAYS });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
