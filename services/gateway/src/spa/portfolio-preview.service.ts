import { Injectable } from '@nestjs/common';
import { getHeroSelectionRpc, listPublicPhotosRpc, type PortfolioProfile } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { ShortLivedCache } from '../http/short-lived-cache.js';
import { PublicPortfolioService } from '../portfolio/public-portfolio.service.js';
import { previewImage } from './preview-image.js';

export interface PortfolioPreview {
  profile: PortfolioProfile;
  /** The link-preview image (relative or absolute URL), or null. */
  imageUrl: string | null;
}

/** Crawlers can ask for the same pages many times a second; each is looked up at most this often. */
const PREVIEW_TTL_MS = 5_000;
const PREVIEW_CACHE_ENTRIES = 2_000;
/** The image is optional: a slow hero or photo lookup must not hold the page up for the full RPC timeout. */
const IMAGE_LOOKUP_TIMEOUT_MS = 1_500;

/** What a portfolio page's link preview shows: its owner's profile and an image. */
@Injectable()
export class PortfolioPreviewService {
  private readonly cache = new ShortLivedCache<PortfolioPreview | null>({ ttlMs: PREVIEW_TTL_MS, maxEntries: PREVIEW_CACHE_ENTRIES });

  constructor(
    private readonly rpc: RpcClient,
    private readonly portfolios: PublicPortfolioService,
  ) {}

  /** Null when nobody has this segment. */
  preview(segment: string): Promise<PortfolioPreview | null> {
    return this.cache.get(segment.toLowerCase(), () => this.load(segment));
  }

  private async load(segment: string): Promise<PortfolioPreview | null> {
    const profile = await this.portfolios.findProfile(segment);
    if (!profile) return null;
    // A preview without an image beats no page: a failing hero or photo lookup only drops that candidate.
    const [hero, featured] = await Promise.all([
      this.rpc.call(getHeroSelectionRpc, { userId: profile.id }, IMAGE_LOOKUP_TIMEOUT_MS).catch(() => null),
      this.rpc.call(listPublicPhotosRpc, { featuredOnly: true, ownerId: profile.id }, IMAGE_LOOKUP_TIMEOUT_MS).catch(() => []),
    ]);
    return { profile, imageUrl: previewImage(hero, featured, profile.profileImage) };
  }
}
