import { Injectable } from '@nestjs/common';
import { portfolioPath, type PortfolioProfile, type RpcResponse, type listPortfolioPathsRpc, type listUsernamesRpc } from '@lumafolio/contracts';
import { UserRepository } from '@lumafolio/dal';
import { rpcError } from '@lumafolio/server-common';
import { FormerUsernamesService } from '../users/former-usernames.service.js';
import { toPortfolioProfile } from './portfolio-profile-view.js';

/** Public portfolio profiles: path resolution for portfolio pages and paths for the sitemap. */
@Injectable()
export class PortfolioProfilesService {
  constructor(
    private readonly users: UserRepository,
    private readonly formerNames: FormerUsernamesService,
  ) {}

  /**
   * The repository passes accounts being deleted by, so they are 404 like unknown ones. A
   * segment nobody has now but that is a username somebody gave up leads to that somebody,
   * marked as moved (chains resolve at once: an old name points at the user, not at a name).
   */
  async get(segment: string): Promise<PortfolioProfile> {
    const user = await this.users.findByPortfolioSegment(segment);
    if (user) return toPortfolioProfile(user);
    const formerOwnerId = await this.formerNames.ownerOf(segment);
    const formerOwner = formerOwnerId ? await this.users.findById(formerOwnerId) : null;
    if (!formerOwner) throw rpcError(404, 'Portfolio not found.', 'PORTFOLIO_NOT_FOUND');
    const profile = toPortfolioProfile(formerOwner);
    return { ...profile, movedTo: profile.portfolioPath };
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
