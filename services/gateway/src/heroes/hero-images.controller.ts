import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { extractHeroColorsRpc, getDefaultHeroImageRpc, listHeroImagesRpc, type ExtractColorsResponse, type HeroImage } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { heroIdOr404 } from './hero-params.js';

/** The global hero banners (spec 01 §7). */
@Controller('api/hero-images')
export class HeroImagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(): Promise<HeroImage[]> {
    return this.rpc.call(listHeroImagesRpc, {});
  }

  /** 404 when there is no default banner (the page then shows no hero). */
  @Get('default')
  getDefault(): Promise<HeroImage> {
    return this.rpc.call(getDefaultHeroImageRpc, {});
  }

  /** Queues a palette analysis of a banner, or of the signed-in user's own custom hero. */
  @Post(':id/extract-colors')
  @HttpCode(202)
  @UseGuards(SessionGuard)
  extractColors(@CurrentUserId() userId: string, @Param('id') id: string): Promise<ExtractColorsResponse> {
    return this.rpc.call(extractHeroColorsRpc, { userId, heroId: heroIdOr404(id) });
  }
}
