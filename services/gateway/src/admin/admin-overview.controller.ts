import { Get } from '@nestjs/common';
import { getAdminOverviewRpc, getAdminPageViewsRpc, type AdminOverview, type AdminPageViews } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminController } from './admin-routes.js';

@AdminController()
export class AdminOverviewController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('overview')
  overview(): Promise<AdminOverview> {
    return this.rpc.call(getAdminOverviewRpc, {});
  }

  /** Views per day and the most viewed portfolios (Overview charts). */
  @Get('page-views')
  pageViews(): Promise<AdminPageViews> {
    return this.rpc.call(getAdminPageViewsRpc, {});
  }
}
