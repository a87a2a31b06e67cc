import { Controller, Get, Param } from '@nestjs/common';
import type { Photo, PortfolioProfile } from '@lumafolio/contracts';
import { PublicPortfolioService } from './public-portfolio.service.js';

/** A photographer's public portfolio (spec 01 §7): fetched without sign-in. */
@Controller('api/portfolio')
export class PortfolioController {
  constructor(private readonly portfolios: PublicPortfolioService) {}

  @Get(':username')
  profile(@Param('username') segment: string): Promise<PortfolioProfile> {
    return this.portfolios.profile(segment);
  }

  @Get(':username/photos')
  photos(@Param('username') segment: string): Promise<Photo[]> {
    return this.portfolios.publicPhotos(segment);
  }
}
