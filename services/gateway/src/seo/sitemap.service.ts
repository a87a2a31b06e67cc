import { Injectable } from '@nestjs/common';
import { listPublicPortfoliosRpc, type PublicPortfolio } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { ShortLivedCache } from '../http/short-lived-cache.js';
import { GatewayConfig } from '../config.js';
import { renderRobotsTxt, renderSitemap } from './sitemap.js';

/** Crawlers fetch the sitemap often; building it scans every public photo, so it is rebuilt at most this often. */
const SITEMAP_TTL_MS = 5 * 60_000;

@Injectable()
export class SitemapService {
  private readonly portfolios = new ShortLivedCache<PublicPortfolio[]>({ ttlMs: SITEMAP_TTL_MS, maxEntries: 1 });

  constructor(
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
  ) {}

  async sitemapXml(): Promise<string> {
    const portfolios = await this.portfolios.get('all', () => this.rpc.call(listPublicPortfoliosRpc, {}));
    return renderSitemap(this.config.PUBLIC_URL, portfolios);
  }

  robotsTxt(): string {
    return renderRobotsTxt(this.config.PUBLIC_URL);
  }
}
