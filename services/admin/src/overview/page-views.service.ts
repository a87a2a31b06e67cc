import { Injectable } from '@nestjs/common';
import { getPageViewSummaryRpc, listUsernamesRpc, PAGE_VIEW_DAYS, TOP_PORTFOLIOS, type AdminPageViews } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';

/** The Overview's page-view charts: the counts are portfolio's, the names auth's. */
@Injectable()
export class PageViewsService {
  constructor(private readonly rpc: RpcClient) {}

  async pageViews(): Promise<AdminPageViews> {
    const summary = await this.rpc.call(getPageViewSummaryRpc, { days: PAGE_VIEW_DAYS, top: TOP_PORTFOLIOS });
    const userIds = summary.topPortfolios.map((portfolio) => portfolio.userId);
    const names = userIds.length === 0 ? [] : await this.rpc.call(listUsernamesRpc, { userIds });
    const usernameOf = new Map(names.map((name) => [name.userId, name.username]));
    return {
      ...summary,
      topPortfolios: summary.topPortfolios.map((portfolio) => ({ ...portfolio, username: usernameOf.get(portfolio.userId) ?? null })),
    };
  }
}
