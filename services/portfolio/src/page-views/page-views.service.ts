import { Inject, Injectable } from '@nestjs/common';
import { lastDays, type DailyViews, type PortfolioViews, type RpcRequest, type RpcResponse, type getPageViewSummaryRpc } from '@lumafolio/contracts';
import { PageViewRepository, type RedisLock } from '@lumafolio/dal';
import { PAGE_VIEWS_LOCK } from './page-views-lock.js';

/** The page-view charts: every day of the period, zeros included. */
@Injectable()
export class PageViewsService {
  constructor(
    private readonly views: PageViewRepository,
    @Inject(PAGE_VIEWS_LOCK) private readonly lock: RedisLock,
  ) {}

  async summary({ days: count, top }: RpcRequest<typeof getPageViewSummaryRpc>): Promise<RpcResponse<typeof getPageViewSummaryRpc>> {
    const days = lastDays(count);
    const { totals, topPortfolios } = await this.views.period(days, top);
    return { ...everyDay(days, totals), topPortfolios };
  }

  async portfolio(userId: string, count: number): Promise<PortfolioViews> {
    const days = lastDays(count);
    const [from = ''] = days;
    return everyDay(days, await this.views.portfolioDays(userId, from));
  }

  /** Account deletion, in turn with the collector. */
  forget(userId: string): Promise<void> {
    return this.lock('counts', () => this.views.deletePortfolio(userId));
  }
}

function everyDay(days: readonly string[], views: ReadonlyMap<string, number>): { days: DailyViews[]; totalViews: number } {
  const series = days.map((day) => ({ day, views: views.get(day) ?? 0 }));
  return { days: series, totalViews: series.reduce((sum, day) => sum + day.views, 0) };
}
