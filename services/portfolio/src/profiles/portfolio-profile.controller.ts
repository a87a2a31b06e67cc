import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { getPortfolioProfileRpc, listPublicPortfoliosRpc, type RpcResponse } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { PortfolioProfileService } from './portfolio-profile.service.js';
import { PublicPortfoliosService } from './public-portfolios.service.js';

@Controller()
export class PortfolioProfileController {
  constructor(
    private readonly profiles: PortfolioProfileService,
    private readonly publicPortfolios: PublicPortfoliosService,
  ) {}

  @MessagePattern(getPortfolioProfileRpc.pattern)
  get(@Payload() payload: unknown): Promise<RpcResponse<typeof getPortfolioProfileRpc>> {
    return this.profiles.get(parseRpcPayload(getPortfolioProfileRpc, payload).segment);
  }

  @MessagePattern(listPublicPortfoliosRpc.pattern)
  listPublic(@Payload() payload: unknown): Promise<RpcResponse<typeof listPublicPortfoliosRpc>> {
    parseRpcPayload(listPublicPortfoliosRpc, payload);
    return this.publicPortfolios.list();
  }
}
