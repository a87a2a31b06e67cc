import { Controller } from '@nestjs/common';
import { getPortfolioViewsRpc, PAGE_VIEW_DAYS, type PortfolioViews } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { ACCOUNT_TAG } from '../auth/account-tag.js';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';

const myPortfolioViews = defineHttpRoute({
  method: 'GET',
  path: '/api/user/page-views',
  tag: ACCOUNT_TAG,
  summary: "One's portfolio views per day",
  access: 'session',
  status: 200,
  answer: json(getPortfolioViewsRpc.response, 'Views per day over the last days.'),
});

/** A photographer's own page views (ADR 32), on the account page. */
@Controller()
export class PortfolioViewsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in photographer's portfolio views per day (account page). */
  @HttpRoute(myPortfolioViews)
  mine(@CurrentUserId() userId: string): Promise<PortfolioViews> {
    return this.rpc.call(getPortfolioViewsRpc, { userId, days: PAGE_VIEW_DAYS });
  }
}
