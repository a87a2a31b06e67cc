import { Injectable } from '@nestjs/common';
import {
  CURRENT_USER_PATH,
  DEFAULT_HERO_PATH,
  firstScreenImage,
  heroSelectionOfPath,
  homeFirstScreenImage,
  homePhotosPath,
  portfolioCategoriesPath,
  portfolioPhotosPath,
  portfolioProfilePath,
  portfolioTemplatePath,
  TEMPLATES_PATH,
  USER_HERO_SELECTION_PATH,
  type BootData,
} from '@lumafolio/contracts/paths';
import { RpcCallError } from '@lumafolio/server-common';
import { GatewayConfig } from '../config.js';
import { clientGalleryHead, homePageHead, missingPortfolioHead, portfolioPageHead, renderPageHead, type PageHead, type SiteInfo } from './page-head.js';
import { renderPageBoot, type PageBoot } from './page-boot.js';
import { PageRenderer } from './page-renderer.js';
import { PortfolioPageDataService, type LoadOptions, type PortfolioPageData } from './portfolio-page-data.service.js';
import { movedPortfolioLocation, segmentUnderPortfolio } from './moved-portfolio.js';
import { keepsCategory, withoutCategory } from './page-address.js';
import { matchPortfolioRoute } from './portfolio-route.js';
import { previewImage } from './preview-image.js';
import { RouteChunks, type VisitorRoute } from './route-chunks.js';
import { SpaDocument } from './spa-document.js';

/** A page's boot before its module preloads are known (only a page left to the browser has them). */
type PageAnswers = Omit<PageBoot, 'modules'> & {
  route: VisitorRoute;
  /** Every answer the page asks for first is in it (none left out because its service was slow). */
  complete: boolean;
};

export interface SpaPage {
  status: 200 | 301 | 404 | 410 | 503;
  html: string;
  /** Where a 301 sends the visitor. */
  location?: string;
  /** Rendered on the server from all of its first answers: worth keeping for other visitors. */
  complete: boolean;
  /** The categories the page offers besides the built-in ones (a portfolio's own). */
  categories: readonly string[];
}

export interface PageOptions extends LoadOptions {
  /** The path and query the page is rendered for, when not the address asked for (its normal form, see page-address.ts). */
  renderUrl?: string;
  /**
   * The category the address selects (`?featured=`), when any: one that is neither built in
   * nor one of the portfolio's is sent to the page without it (301), not rendered.
   */
  category?: string | null;
}

/**
 * The SPA's index.html for the visitor pages, with what each page needs:
 * - head tags, so link previews and search engines see its title, description and image
 *   without running JavaScript (the status tells crawlers whether the portfolio exists);
 * - its boot (page-boot.ts): the first answers it would ask the API for, its route's code
 *   and its largest image, so a phone starts on all of them at once;
 * - the page itself, rendered from those answers by the web app's components (ADR 11), so
 *   it paints before any JavaScript has run.
 */
@Injectable()
export class SpaPagesService {
  constructor(
    private readonly document: SpaDocument,
    private readonly chunks: RouteChunks,
    private readonly pageData: PortfolioPageDataService,
    private readonly renderer: PageRenderer,
    private readonly config: GatewayConfig,
  ) {}

  /**
   * `url`: the request's path and query. Null when the web app is not built. A signed-in
   * visitor's home is their own: no boot, the browser renders it.
   */
  async home(url: string, signedIn: boolean, options: PageOptions = {}): Promise<SpaPage | null> {
    const [site, boot] = await Promise.all([this.site(), signedIn ? null : this.homeBoot(options)]);
    return site && this.render(200, homePageHead(site), boot, options.renderUrl ?? url);
  }

  /** Which web build the pages are rendered from; null when the web app is not built. */
  buildId(): Promise<string | null> {
    return this.chunks.buildId();
  }

  /** The owner of the portfolio a URL shows; null when it shows none (or it cannot be told now: the page says so itself). */
  async portfolioOwner(url: string): Promise<string | null> {
    const route = matchPortfolioRoute(url.split('?')[0] ?? '/');
    return route ? this.pageData.ownerOf(route.segment).catch(() => null) : null;
  }

  /**
   * Where a portfolio page's address (one segment, canonical spelling) has moved (ADR 45), so a
   * respelled old address goes to the current one in one step; null when it has not moved (or
   * that cannot be told now: the canonical address then answers for itself).
   */
  async movedPage(url: string): Promise<string | null> {
    const route = matchPortfolioRoute(url.split('?')[0] ?? '/');
    const movedTo = route && (await this.pageData.movedTo(route.segment).catch(() => null));
    return movedTo ? movedPortfolioLocation(url, movedTo) : null;
  }

  /** Where an address below a moved portfolio (ADR 45) now is; null for any other address. */
  async movedLocation(url: string): Promise<string | null> {
    const segment = segmentUnderPortfolio(url);
    const movedTo = segment && (await this.pageData.movedTo(segment));
    return movedTo ? movedPortfolioLocation(url, movedTo) : null;
  }

  /**
   * A portfolio page by its URL path; null when the path is not a portfolio page (or the
   * web app is not built), so the gateway's usual handling applies. A moved portfolio's
   * redirect keeps the query as asked for (`url`).
   */
  async portfolio(url: string, options: PageOptions = {}): Promise<SpaPage | null> {
    const pathname = url.split('?')[0] ?? '/';
    const route = matchPortfolioRoute(pathname);
    const site = route && (await this.site());
    if (!route || !site) return null;
    try {
      const data = await this.pageData.load(route.segment, options);
      if (data && 'movedTo' in data) {
        const location = movedPortfolioLocation(url, data.movedTo);
        if (location) return { status: 301, html: '', location, complete: false, categories: [] };
      } else if (data) {
        const offered = (data.categories ?? []).filter((entry) => entry.count > 0).map((entry) => entry.category);
        if (!keepsCategory(options.category ?? null, offered))
          return { status: 301, html: '', location: withoutCategory(url), complete: false, categories: offered };
        const head = portfolioPageHead(data.profile, previewImage(data.hero, data.featured?.items ?? [], data.profile.profileImage), site);
        const page = await this.render(200, head, this.portfolioBoot(route.segment, data), options.renderUrl ?? url);
        return page && { ...page, categories: offered };
      }
      return route.ifUnknown === 'not-found-page' ? this.render(404, missingPortfolioHead(site, pathname), null) : null;
    } catch (error) {
      // A service is down: the SPA still loads (and retries its own requests); crawlers are told to come back.
      if (error instanceof RpcCallError && error.status === 503) return this.render(503, homePageHead(site), null);
      throw error;
    }
  }

  /** A client gallery's page: the app's shell, rendered in the browser; the status tells whether the link still works. */
  async clientGallery(pathname: string, status: 200 | 404 | 410): Promise<SpaPage | null> {
    const site = await this.site();
    return site && this.render(status, clientGalleryHead(site, pathname, status), null);
  }

  private async homeBoot(options: LoadOptions): Promise<PageAnswers> {
    const [hero, photos] = await Promise.all([this.pageData.defaultHero(), this.pageData.featuredPhotos(options)]);
    // Signed out: nobody, so no hero selection of their own.
    const data: BootData = { [CURRENT_USER_PATH]: null, [USER_HERO_SELECTION_PATH]: null };
    if (hero) data[DEFAULT_HERO_PATH] = hero;
    if (photos) data[homePhotosPath(null)] = photos;
    return { data, image: homeFirstScreenImage(hero), route: 'home', complete: photos !== null };
  }

  /** Keyed by the paths the page asks for: the segment as the visitor typed it. */
  private portfolioBoot(segment: string, { profile, photos, featured, categories, template, templates, hero }: PortfolioPageData): PageAnswers {
    const data: BootData = { [portfolioProfilePath(segment)]: profile };
    if (photos) data[portfolioPhotosPath(segment)] = photos;
    if (featured) data[portfolioPhotosPath(segment, { featured: true })] = featured;
    if (categories) data[portfolioCategoriesPath(segment)] = categories;
    if (template) data[portfolioTemplatePath(profile.id)] = template;
    if (templates) data[TEMPLATES_PATH] = templates;
    if (hero) data[heroSelectionOfPath(profile.id)] = hero;
    // Without the template the page's first screen is unknown: no image guess.
    const image = template ? firstScreenImage(template.templateId, hero?.url ? hero : null, [...(featured?.items ?? []), ...(photos?.items ?? [])]) : null;
    const complete = [photos, featured, categories, template, templates, hero].every((answer) => answer !== null);
    return { data, image, route: 'portfolio', complete };
  }

  private async site(): Promise<SiteInfo | null> {
    const defaults = await this.document.siteDefaults();
    return defaults && { brand: defaults.title, description: defaults.description, publicUrl: this.config.PUBLIC_URL };
  }

  /**
   * A page with a boot is rendered here too, from the boot's answers only; it then asks for
   * its code after its first paint, so no module preloads. Others are rendered in the browser.
   */
  private async render(status: SpaPage['status'], head: PageHead, boot: PageAnswers | null, url?: string): Promise<SpaPage | null> {
    const page = boot && url ? await this.renderer.render(url, boot.data) : null;
    const modules = boot && !page ? await this.chunks.files(boot.route) : [];
    const tags = boot ? renderPageBoot({ data: boot.data, image: boot.image, modules }) : { early: '', late: '' };
    const headTags = [renderPageHead(head), tags.late, page?.head].filter(Boolean).join('\n    ');
    const html = await this.document.render(headTags, tags.early, page?.html);
    return html === null ? null : { status, html, complete: Boolean(boot?.complete && page), categories: [] };
  }
}
