import { Controller, Header } from '@nestjs/common';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { SitemapService } from './sitemap.service.js';

const sitemap = defineHttpRoute({
  method: 'GET',
  path: '/sitemap.xml',
  tag: 'Pages',
  summary: 'The sitemap',
  access: 'anonymous',
  status: 200,
  answer: { kind: 'text', contentType: 'application/xml', description: 'The home page and every public portfolio.' },
});

const robots = defineHttpRoute({
  method: 'GET',
  path: '/robots.txt',
  tag: 'Pages',
  summary: 'Rules for crawlers',
  access: 'anonymous',
  status: 200,
  answer: { kind: 'text', contentType: 'text/plain', description: 'robots.txt' },
});

/** What search engines read first. */
@Controller()
export class SeoController {
  constructor(private readonly sitemap: SitemapService) {}

  @HttpRoute(sitemap)
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  sitemapXml(): Promise<string> {
    return this.sitemap.sitemapXml();
  }

  @HttpRoute(robots)
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robotsTxt(): string {
    return this.sitemap.robotsTxt();
  }
}
