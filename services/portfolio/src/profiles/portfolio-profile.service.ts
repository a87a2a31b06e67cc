import { Injectable } from '@nestjs/common';
import { findUserByPortfolioPathRpc, type PortfolioProfile } from '@lumafolio/contracts';
import { rpcError, RpcClient } from '@lumafolio/server-common';
import { toPortfolioProfile } from './portfolio-profile-view.js';

/** Public portfolio profiles: the owner's public fields come from the auth service. */
@Injectable()
export class PortfolioProfileService {
  constructor(private readonly rpc: RpcClient) {}

  async get(segment: string): Promise<PortfolioProfile> {
    const { owner } = await this.rpc.call(findUserByPortfolioPathRpc, { segment });
    if (!owner) throw rpcError(404, 'Portfolio not found.', 'PORTFOLIO_NOT_FOUND');
    return toPortfolioProfile(owner);
  }
}
