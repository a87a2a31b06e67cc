import { Controller, Get, UseGuards } from '@nestjs/common';
import { getPortfolioViewsRpc, PAGE_VIEW_DAYS, type PortfolioViews } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';

/** A photographer's own page views (ADR 32), on the account page. */
@Controller('api')
export class PortfolioViewsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in photographer's portfolio views per day (account page). */
  @Get('user/page-views')
  @UseGuards(SessionGuard)
  mine(@CurrentUserId() userId: string): Promise<PortfolioViews> {
    return this.rpc.call(getPortfolioViewsRpc, { userId, days: PAGE_VIEW_DAYS });
  }
}
