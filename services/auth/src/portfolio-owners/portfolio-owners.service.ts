import { Injectable } from '@nestjs/common';
import { portfolioPath, type PortfolioOwner, type RpcResponse, type listPortfolioPathsRpc } from '@lumafolio/contracts';
import { UserRepository } from '@lumafolio/dal';
import { toPortfolioOwner } from './portfolio-owner-view.js';

/** Public portfolio owners: path resolution for portfolio pages and paths for the sitemap. */
@Injectable()
export class PortfolioOwnersService {
  constructor(private readonly users: UserRepository) {}

  async findBySegment(segment: string): Promise<{ owner: PortfolioOwner | null }> {
    const user = await this.users.findByPortfolioSegment(segment);
    return { owner: user ? toPortfolioOwner(user) : null };
  }

  async portfolioPaths(userIds: readonly string[]): Promise<RpcResponse<typeof listPortfolioPathsRpc>> {
    const users = await this.users.findManyByIds([...new Set(userIds)]);
    return users.map((user) => ({ userId: user.id, portfolioPath: portfolioPath(user), updatedAt: user.updatedAt.toISOString() }));
  }
}
