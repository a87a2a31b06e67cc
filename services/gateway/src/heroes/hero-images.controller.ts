import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  extractHeroColorsRpc,
  getDefaultHeroImageRpc,
  isCustomHeroId,
  listHeroImagesRpc,
  type ExtractColorsResponse,
  type HeroImage,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminAccess } from '../auth/admin-access.js';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { heroIdOr404 } from './hero-params.js';

/** The global hero banners (spec 01 §7). */
@Controller('api/hero-images')
export class HeroImagesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly adminAccess: AdminAccess,
    private readonly answers: VisitorAnswers,
  ) {}

  @Get()
  list(): Promise<HeroImage[]> {
    return this.rpc.call(listHeroImagesRpc, {});
  }

  /** 404 when there is no default banner (the page then shows no hero). */
  @Get('default')
  async getDefault(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answers.json(request, reply, 'default-hero', async () => ({ scope: 'site', body: () => this.rpc.call(getDefaultHeroImageRpc, {}) }));
  }

  /** Queues a palette analysis of a global banner (admins only), or of the signed-in user's own custom hero. */
  @Post(':id/extract-colors')
  @HttpCode(202)
  @UseGuards(SessionGuard)
  async extractColors(@CurrentUserId() userId: string, @Param('id') id: string): Promise<ExtractColorsResponse> {
    const heroId = heroIdOr404(id);
    if (!isCustomHeroId(heroId)) await this.adminAccess.require(userId);
    return this.rpc.call(extractHeroColorsRpc, { userId, heroId });
  }
}
