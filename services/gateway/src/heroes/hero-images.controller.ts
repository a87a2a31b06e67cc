import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  extractHeroColorsRpc,
  getDefaultHeroImageRpc,
  heroImageIdSchema,
  isCustomHeroId,
  listHeroImagesRpc,
  type ExtractColorsResponse,
  type HeroImage,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { AdminAccess } from '../auth/admin-access.js';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { HERO_NOT_FOUND } from './hero-params.js';

export const HERO_BANNERS_TAG = 'Hero banners';
const tag = HERO_BANNERS_TAG;

const heroImages = defineHttpRoute({
  method: 'GET',
  path: '/api/hero-images',
  tag,
  summary: 'The global hero banners',
  access: 'anonymous',
  status: 200,
  answer: json(listHeroImagesRpc.response, 'Every global banner.'),
});

const defaultHeroImage = defineHttpRoute({
  method: 'GET',
  path: '/api/hero-images/default',
  tag,
  summary: 'The default hero banner',
  access: 'anonymous',
  status: 200,
  answer: json(getDefaultHeroImageRpc.response, 'The default banner (404 when there is none).'),
  revalidated: true,
});

const extractColors = defineHttpRoute({
  method: 'POST',
  path: '/api/hero-images/:id/extract-colors',
  tag,
  summary: "Queue a banner's palette analysis",
  description: "A global banner's needs an administrator; one's own custom banner, its owner.",
  access: 'session',
  params: z.object({ id: heroImageIdSchema }),
  // A hero id that cannot exist is the same 404 as one that does not.
  notFoundWhenMalformed: { id: HERO_NOT_FOUND },
  status: 202,
  answer: json(extractHeroColorsRpc.response, 'Queued.'),
  errors: [403],
});

/** The global hero banners (spec 01 §7). */
@Controller()
export class HeroImagesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly adminAccess: AdminAccess,
    private readonly answers: VisitorAnswers,
  ) {}

  @HttpRoute(heroImages)
  list(): Promise<HeroImage[]> {
    return this.rpc.call(listHeroImagesRpc, {});
  }

  /** 404 when there is no default banner (the page then shows no hero). */
  @HttpRoute(defaultHeroImage)
  async getDefault(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answers.json(request, reply, 'default-hero', async () => ({ scope: 'site', body: () => this.rpc.call(getDefaultHeroImageRpc, {}) }));
  }

  /** Queues a palette analysis of a global banner (admins only), or of the signed-in user's own custom hero. */
  @HttpRoute(extractColors)
  async extractColors(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof extractColors>): Promise<ExtractColorsResponse> {
    const heroId = params.id;
    if (!isCustomHeroId(heroId)) await this.adminAccess.require(userId);
    return this.rpc.call(extractHeroColorsRpc, { userId, heroId });
  }
}
