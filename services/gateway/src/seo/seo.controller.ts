import { Controller, Get, Header } from '@nestjs/common';
import { SitemapService } from './sitemap.service.js';

/** What search engines read first. */
@Controller()
export class SeoController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  sitemapXml(): Promise<string> {
    return this.sitemap.sitemapXml();
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robotsTxt(): string {
    return this.sitemap.robotsTxt();
  }
}
