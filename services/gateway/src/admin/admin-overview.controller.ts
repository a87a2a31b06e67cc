import { Get } from '@nestjs/common';
import { getAdminOverviewRpc, type AdminOverview } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminController } from './admin-routes.js';

@AdminController()
export class AdminOverviewController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('overview')
  overview(): Promise<AdminOverview> {
    return this.rpc.call(getAdminOverviewRpc, {});
  }
}
