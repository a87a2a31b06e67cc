import { Injectable } from '@nestjs/common';
import { listPortfolioPathsRpc, listPublicPhotoOwnersRpc, PORTFOLIO_PATHS_MAX, type PublicPortfolio } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { publicPortfolios } from './public-portfolios.js';

/** The portfolios worth listing (sitemap): owners with at least one public photo. */
@Injectable()
export class PublicPortfoliosService {
  constructor(private readonly rpc: RpcClient) {}

  async list(): Promise<PublicPortfolio[]> {
    const owners = await this.rpc.call(listPublicPhotoOwnersRpc, { limit: PORTFOLIO_PATHS_MAX });
    if (owners.length === 0) return [];
    const paths = await this.rpc.call(listPortfolioPathsRpc, { userIds: owners.map((owner) => owner.userId) });
    return publicPortfolios(owners, paths);
  }
}
