import { Injectable, NotFoundException } from '@nestjs/common';
import {
  getPortfolioProfileRpc,
  listPublicCategoriesRpc,
  listPublicPhotosRpc,
  portfolioSegmentSchema,
  type PhotoPage,
  type PortfolioCategory,
  type PortfolioProfile,
  type RpcRequest,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';

export const PORTFOLIO_NOT_FOUND = 'Portfolio not found.';

/** Public portfolios for visitors: no sign-in, public data only. */
@Injectable()
export class PublicPortfolioService {
  constructor(private readonly rpc: RpcClient) {}

  /** The profile behind a path segment; 404 for a segment that is nobody's (or cannot be anybody's). */
  async profile(segment: string): Promise<PortfolioProfile> {
    const profile = await this.findProfile(segment);
    if (!profile) throw new NotFoundException(PORTFOLIO_NOT_FOUND);
    return profile;
  }

  /** Null when nobody has this segment; other failures (a service down) are thrown. */
  async findProfile(segment: string): Promise<PortfolioProfile | null> {
    const parsed = portfolioSegmentSchema.safeParse(segment);
    if (!parsed.success) return null;
    try {
      return await this.rpc.call(getPortfolioProfileRpc, { segment: parsed.data });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) return null;
      throw error;
    }
  }

  /** A page of one owner's public photos, newest first (`timeoutMs`: the RPC's, when not the default). */
  async publicPhotosOf(ownerId: string, filter: Omit<RpcRequest<typeof listPublicPhotosRpc>, 'ownerId'>, timeoutMs?: number): Promise<PhotoPage> {
    const page = await this.rpc.call(listPublicPhotosRpc, { ...filter, ownerId }, timeoutMs);
    // The media service already filters; this keeps a private photo from ever leaving even if it did not.
    return { ...page, items: page.items.filter((photo) => photo.isPublic && photo.userId === ownerId) };
  }

  publicCategoriesOf(ownerId: string, timeoutMs?: number): Promise<PortfolioCategory[]> {
    return this.rpc.call(listPublicCategoriesRpc, { ownerId }, timeoutMs);
  }
}
