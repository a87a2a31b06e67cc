import { Controller } from '@nestjs/common';
import { getAdminOverviewRpc } from '@lumafolio/contracts';
import { RpcHandler } from '@lumafolio/server-common';
import { OverviewService } from './overview.service.js';

@Controller()
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @RpcHandler(getAdminOverviewRpc)
  get() {
    return this.overview.overview();
  }
}
