import { Injectable } from '@nestjs/common';
import { portfolioPath, type PortfolioProfile, type RpcResponse, type listPortfolioPathsRpc, type listUsernamesRpc } from '@lumafolio/contracts';
import { UserRepository } from '@lumafolio/dal';
import { rpcError } from '@lumafolio/server-common';
import { toPortfolioProfile } from './portfolio-profile-view.js';

/** Public portfolio profiles: path resolution for portfolio pages and paths for the sitemap. */
@Injectable()
export class PortfolioProfilesService {
  constructor(private readonly users: UserRepository) {}

  /** The repository passes accounts being deleted by, so they are 404 like unknown ones. */
  async get(segment: string): Promise<PortfolioProfile> {
    const user = await this.users.findByPortfolioSegment(segment);
    if (!user) throw rpcError(404, 'Portfolio not found.', 'PORTFOLIO_NOT_FOUND');
    return toPortfolioProfile(user);
  }

  async portfolioPaths(userIds: readonly string[]): Promise<RpcResponse<typeof listPortfolioPathsRpc>> {
    const users = await this.users.findManyByIds([...new Set(userIds)]);
    return users.map((user) => ({ userId: user.id, portfolioPath: portfolioPath(user), updatedAt: user.updatedAt.toISOString() }));
  }

  async usernames(userIds: readonly string[]): Promise<RpcResponse<typeof listUsernamesRpc>> {
    const users = await this.users.findManyByIds([...new Set(userIds)]);
    return users.map((user) => ({ userId: user.id, username: user.username }));
  }
}
