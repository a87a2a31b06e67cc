import { Controller } from '@nestjs/common';
import { getAdminOverviewRpc, getAdminPageViewsRpc } from '@lumafolio/contracts';
import { RpcHandler } from '@lumafolio/server-common';
import { OverviewService } from './overview.service.js';
import { PageViewsService } from './page-views.service.js';

@Controller()
export class OverviewController {
  constructor(
    private readonly overview: OverviewService,
    private readonly pageViews: PageViewsService,
  ) {}

  @RpcHandler(getAdminOverviewRpc)
  get() {
    return this.overview.overview();
  }

  @RpcHandler(getAdminPageViewsRpc)
  views() {
    return this.pageViews.pageViews();
  }
}
