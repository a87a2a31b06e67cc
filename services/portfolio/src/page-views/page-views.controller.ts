import { Controller } from '@nestjs/common';
import { getPageViewSummaryRpc, getPortfolioViewsRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { PageViewsService } from './page-views.service.js';

@Controller()
export class PageViewsController {
  constructor(private readonly pageViews: PageViewsService) {}

  @RpcHandler(getPageViewSummaryRpc)
  summary(request: RpcPayload<typeof getPageViewSummaryRpc>) {
    return this.pageViews.summary(request);
  }

  @RpcHandler(getPortfolioViewsRpc)
  portfolio({ userId, days }: RpcPayload<typeof getPortfolioViewsRpc>) {
    return this.pageViews.portfolio(userId, days);
  }
}
