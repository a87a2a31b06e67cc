import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { findUserByPortfolioPathRpc, listPortfolioPathsRpc, type RpcResponse } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { PortfolioOwnersService } from './portfolio-owners.service.js';

@Controller()
export class PortfolioOwnersController {
  constructor(private readonly owners: PortfolioOwnersService) {}

  @MessagePattern(findUserByPortfolioPathRpc.pattern)
  findByPortfolioPath(@Payload() payload: unknown): Promise<RpcResponse<typeof findUserByPortfolioPathRpc>> {
    return this.owners.findBySegment(parseRpcPayload(findUserByPortfolioPathRpc, payload).segment);
  }

  @MessagePattern(listPortfolioPathsRpc.pattern)
  portfolioPaths(@Payload() payload: unknown): Promise<RpcResponse<typeof listPortfolioPathsRpc>> {
    return this.owners.portfolioPaths(parseRpcPayload(listPortfolioPathsRpc, payload).userIds);
  }
}
