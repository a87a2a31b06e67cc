import { Controller, Get, Param, Query } from '@nestjs/common';
import { portfolioPhotosQuerySchema, toPageRequest, type PhotoPage, type PortfolioCategory, type PortfolioProfile } from '@lumafolio/contracts';
import { PublicPortfolioService } from './public-portfolio.service.js';

/** A photographer's public portfolio (spec 01 §7): fetched without sign-in. */
@Controller('api/portfolio')
export class PortfolioController {
  constructor(private readonly portfolios: PublicPortfolioService) {}

  @Get(':username')
  profile(@Param('username') segment: string): Promise<PortfolioProfile> {
    return this.portfolios.profile(segment);
  }

  /** A page of public photos, newest first: all, one category's (`category=`) or the featured ones (`featured=true`). */
  @Get(':username/photos')
  async photos(@Param('username') segment: string, @Query() query: unknown): Promise<PhotoPage> {
    const parsed = portfolioPhotosQuerySchema.parse(query ?? {});
    const { id } = await this.portfolios.profile(segment);
    return this.portfolios.publicPhotosOf(id, {
      ...(parsed.category ? { category: parsed.category } : {}),
      featuredOnly: parsed.featured === 'true',
      page: toPageRequest(parsed),
    });
  }

  @Get(':username/categories')
  async categories(@Param('username') segment: string): Promise<PortfolioCategory[]> {
    const { id } = await this.portfolios.profile(segment);
    return this.portfolios.publicCategoriesOf(id);
  }
}
