import { Injectable } from '@nestjs/common';
import {
  getDefaultHeroImageRpc,
  getHeroSelectionRpc,
  getTemplateSelectionRpc,
  listPublicPhotosRpc,
  listTemplatesRpc,
  type HeroImage,
  type HeroSelection,
  type PhotoPage,
  type PortfolioCategory,
  type PortfolioProfile,
  type RpcDefinition,
  type RpcRequest,
  type RpcResponse,
  type Template,
  type TemplateSelection,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { PublicPortfolioService } from '../portfolio/public-portfolio.service.js';

/**
 * What a portfolio page shows first, looked up while its HTML is served: the owner's
 * profile, then their public photos, template, the templates and their hero. Only the
 * profile is required; any other lookup that fails or is slow is left out (null), and the
 * page asks the API for it itself.
 */
export interface PortfolioPageData {
  profile: PortfolioProfile;
  /** The first page of the public photos (a page carries only its first page). */
  photos: PhotoPage | null;
  /** The first page of the featured ones (the slideshows and the first screen). */
  featured: PhotoPage | null;
  categories: PortfolioCategory[] | null;
  template: TemplateSelection | null;
  templates: Template[] | null;
  hero: HeroSelection | null;
}

/** A slow optional lookup must not hold the page up for the full RPC timeout. */
const OPTIONAL_LOOKUP_TIMEOUT_MS = 1_500;

@Injectable()
export class PortfolioPageDataService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly portfolios: PublicPortfolioService,
  ) {}

  /** The owner of the portfolio at this segment; null when there is none. */
  async ownerOf(segment: string): Promise<string | null> {
    return (await this.portfolios.findProfile(segment))?.id ?? null;
  }

  /** Null when nobody has this segment; a service that is down for the profile is thrown. */
  async load(segment: string): Promise<PortfolioPageData | null> {
    const profile = await this.portfolios.findProfile(segment);
    if (!profile) return null;
    const userId = profile.id;
    const [photos, featured, categories, template, templates, hero] = await Promise.all([
      this.portfolios.publicPhotosOf(userId, {}, OPTIONAL_LOOKUP_TIMEOUT_MS).catch(() => null),
      this.portfolios.publicPhotosOf(userId, { featuredOnly: true }, OPTIONAL_LOOKUP_TIMEOUT_MS).catch(() => null),
      this.portfolios.publicCategoriesOf(userId, OPTIONAL_LOOKUP_TIMEOUT_MS).catch(() => null),
      this.optional(getTemplateSelectionRpc, { userId }),
      this.optional(listTemplatesRpc, {}),
      this.optional(getHeroSelectionRpc, { userId }),
    ]);
    return { profile, photos, featured, categories, template, templates, hero };
  }

  /** The default banner (the home page's hero for visitors); null when there is none or it is slow. */
  defaultHero(): Promise<HeroImage | null> {
    return this.optional(getDefaultHeroImageRpc, {});
  }

  /** The first page of the featured public photos of every portfolio (the home page's gallery for visitors). */
  featuredPhotos(): Promise<PhotoPage | null> {
    return this.optional(listPublicPhotosRpc, { featuredOnly: true });
  }

  private optional<D extends RpcDefinition>(definition: D, request: RpcRequest<D>): Promise<RpcResponse<D> | null> {
    return this.rpc.call(definition, request, OPTIONAL_LOOKUP_TIMEOUT_MS).catch(() => null);
  }
}
