import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SitemapService } from './sitemap.service.js';

/** robots.txt and the sitemap of public portfolios. */
@Module({ controllers: [SeoController], providers: [SitemapService] })
export class SeoModule {}
