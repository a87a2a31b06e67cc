import { Controller } from '@nestjs/common';
import { findUserByPortfolioPathRpc, listPortfolioPathsRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { PortfolioOwnersService } from './portfolio-owners.service.js';

@Controller()
export class PortfolioOwnersController {
  constructor(private readonly owners: PortfolioOwnersService) {}

  @RpcHandler(findUserByPortfolioPathRpc)
  findByPortfolioPath({ segment }: RpcPayload<typeof findUserByPortfolioPathRpc>): Promise<RpcResponse<typeof findUserByPortfolioPathRpc>> {
    return this.owners.findBySegment(segment);
  }

  @RpcHandler(listPortfolioPathsRpc)
  portfolioPaths({ userIds }: RpcPayload<typeof listPortfolioPathsRpc>): Promise<RpcResponse<typeof listPortfolioPathsRpc>> {
    return this.owners.portfolioPaths(userIds);
  }
}
