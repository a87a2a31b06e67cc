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

/**
 * A slow optional lookup must not hold the page up for the full RPC timeout. A page that
 * will be kept for every visitor (`patient`) waits for its answers: visitors who arrive
 * meanwhile share that one render, and all later ones get it from the cache.
 */
const OPTIONAL_LOOKUP_TIMEOUT_MS = 1_500;

/** A username its owner gave up (ADR 45): the page is at `movedTo` now. */
export interface MovedPortfolio {
  movedTo: string;
}

export interface LoadOptions {
  patient?: boolean;
}

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

  /** The current path of a portfolio whose owner gave this segment up; null otherwise. */
  async movedTo(segment: string): Promise<string | null> {
    return (await this.portfolios.findProfile(segment))?.movedTo ?? null;
  }

  /** Null when nobody has this segment; a service that is down for the profile is thrown. */
  async load(segment: string, { patient = false }: LoadOptions = {}): Promise<PortfolioPageData | MovedPortfolio | null> {
    const profile = await this.portfolios.findProfile(segment);
    if (!profile) return null;
    if (profile.movedTo) return { movedTo: profile.movedTo };
    const userId = profile.id;
    const timeoutMs = patient ? undefined : OPTIONAL_LOOKUP_TIMEOUT_MS;
    const [photos, featured, categories, template, templates, hero] = await Promise.all([
      this.portfolios.publicPhotosOf(userId, {}, timeoutMs).catch(() => null),
      this.portfolios.publicPhotosOf(userId, { featuredOnly: true }, timeoutMs).catch(() => null),
      this.portfolios.publicCategoriesOf(userId, timeoutMs).catch(() => null),
      this.optional(getTemplateSelectionRpc, { userId }, timeoutMs),
      this.optional(listTemplatesRpc, {}, timeoutMs),
      this.optional(getHeroSelectionRpc, { userId }, timeoutMs),
    ]);
    return { profile, photos, featured, categories, template, templates, hero };
  }

  /** The default banner (the home page's hero for visitors); null when there is none or it is slow. */
  defaultHero(): Promise<HeroImage | null> {
    return this.optional(getDefaultHeroImageRpc, {});
  }

  /** The first page of the featured public photos of every portfolio (the home page's gallery for visitors). */
  featuredPhotos({ patient = false }: LoadOptions = {}): Promise<PhotoPage | null> {
    return this.optional(listPublicPhotosRpc, { featuredOnly: true }, patient ? undefined : OPTIONAL_LOOKUP_TIMEOUT_MS);
  }

  private optional<D extends RpcDefinition>(
    definition: D,
    request: RpcRequest<D>,
    timeoutMs: number | undefined = OPTIONAL_LOOKUP_TIMEOUT_MS,
  ): Promise<RpcResponse<D> | null> {
    return this.rpc.call(definition, request, timeoutMs).catch(() => null);
  }
}
