import { Injectable } from '@nestjs/common';
import { listPublicPortfoliosRpc, type PublicPortfolio } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { ShortLivedCache } from '../http/short-lived-cache.js';
import { GatewayConfig } from '../config.js';
import { renderRobotsTxt, renderSitemap } from './sitemap.js';

@Injectable()
export class SitemapService {
  /** Crawlers fetch the sitemap often; building it scans every public photo (SITEMAP_CACHE_S). */
  private readonly portfolios: ShortLivedCache<PublicPortfolio[]>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
  ) {
    this.portfolios = new ShortLivedCache<PublicPortfolio[]>({ ttlMs: config.SITEMAP_CACHE_S * 1000, maxEntries: 1 });
  }

  async sitemapXml(): Promise<string> {
    const portfolios = await this.portfolios.get('all', () => this.rpc.call(listPublicPortfoliosRpc, {}));
    return renderSitemap(this.config.PUBLIC_URL, portfolios);
  }

  robotsTxt(): string {
    return renderRobotsTxt(this.config.PUBLIC_URL);
  }
}
