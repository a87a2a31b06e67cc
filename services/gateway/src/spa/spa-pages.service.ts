import { Inject, Injectable } from '@nestjs/common';
import { RpcCallError } from '@lumafolio/server-common';
import { PUBLIC_URL } from '../tokens.js';
import { homePageHead, missingPortfolioHead, portfolioPageHead, renderPageHead, type PageHead, type SiteInfo } from './page-head.js';
import { matchPortfolioRoute } from './portfolio-route.js';
import { PortfolioPreviewService } from './portfolio-preview.service.js';
import { SpaDocument } from './spa-document.js';

export interface SpaPage {
  status: 200 | 404 | 503;
  html: string;
}

/**
 * Server-rendered heads for the SPA's index.html, so link previews and search engines see
 * each page's title, description and image without running JavaScript. The body stays
 * the SPA's; the status tells crawlers whether the portfolio exists.
 */
@Injectable()
export class SpaPagesService {
  constructor(
    private readonly document: SpaDocument,
    private readonly previews: PortfolioPreviewService,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /** Null when the web app is not built. */
  async home(): Promise<SpaPage | null> {
    const site = await this.site();
    return site && this.render(200, homePageHead(site));
  }

  /**
   * A portfolio page by its URL path; null when the path is not a portfolio page (or the
   * web app is not built), so the gateway's usual handling applies.
   */
  async portfolio(pathname: string): Promise<SpaPage | null> {
    const route = matchPortfolioRoute(pathname);
    const site = route && (await this.site());
    if (!route || !site) return null;
    try {
      const preview = await this.previews.preview(route.segment);
      if (preview) return this.render(200, portfolioPageHead(preview.profile, preview.imageUrl, site));
      return route.ifUnknown === 'not-found-page' ? this.render(404, missingPortfolioHead(site, pathname)) : null;
    } catch (error) {
      // A service is down: the SPA still loads (and retries its own requests); crawlers are told to come back.
      if (error instanceof RpcCallError && error.status === 503) return this.render(503, homePageHead(site));
      throw error;
    }
  }

  private async site(): Promise<SiteInfo | null> {
    const defaults = await this.document.siteDefaults();
    return defaults && { brand: defaults.title, description: defaults.description, publicUrl: this.publicUrl };
  }

  private async render(status: SpaPage['status'], head: PageHead): Promise<SpaPage | null> {
    const html = await this.document.render(renderPageHead(head));
    return html === null ? null : { status, html };
  }
}
