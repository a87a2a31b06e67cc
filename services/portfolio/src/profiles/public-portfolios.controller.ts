import { Controller } from '@nestjs/common';
import { listPublicPortfoliosRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler } from '@lumafolio/server-common';
import { PublicPortfoliosService } from './public-portfolios.service.js';

@Controller()
export class PublicPortfoliosController {
  constructor(private readonly publicPortfolios: PublicPortfoliosService) {}

  @RpcHandler(listPublicPortfoliosRpc)
  listPublic(): Promise<RpcResponse<typeof listPublicPortfoliosRpc>> {
    return this.publicPortfolios.list();
  }
}
