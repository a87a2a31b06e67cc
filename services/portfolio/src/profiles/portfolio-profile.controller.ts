import { Controller } from '@nestjs/common';
import { getPortfolioProfileRpc, listPublicPortfoliosRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { PortfolioProfileService } from './portfolio-profile.service.js';
import { PublicPortfoliosService } from './public-portfolios.service.js';

@Controller()
export class PortfolioProfileController {
  constructor(
    private readonly profiles: PortfolioProfileService,
    private readonly publicPortfolios: PublicPortfoliosService,
  ) {}

  @RpcHandler(getPortfolioProfileRpc)
  get({ segment }: RpcPayload<typeof getPortfolioProfileRpc>): Promise<RpcResponse<typeof getPortfolioProfileRpc>> {
    return this.profiles.get(segment);
  }

  @RpcHandler(listPublicPortfoliosRpc)
  listPublic(): Promise<RpcResponse<typeof listPublicPortfoliosRpc>> {
    return this.publicPortfolios.list();
  }
}
