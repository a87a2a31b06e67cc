import { BadRequestException, Body, HttpCode, Post } from '@nestjs/common';
import {
  defaultHeroRequestSchema,
  DEFAULT_HERO_MISSING,
  EXTRACT_ALL_RPC_TIMEOUT_MS,
  extractAllHeroColorsRpc,
  type AdminHeroBanner,
  type ExtractAllColorsResponse,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { sourceOf } from './admin-heroes.controller.js';
import { AdminController } from './admin-routes.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

/** `/api/hero-images/…` routes only admins may use (spec 02 §7). */
@AdminController('hero-images')
export class AdminHeroImagesController {
  constructor(
    private readonly intake: HeroBannerIntake,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * The hidden default-hero form: the image at `imageUrl` (fetched once, ADR 26) becomes a
   * banner titled `title`, and the default as soon as its variants are made.
   */
  @Post('default')
  @HttpCode(201)
  async setDefault(@CurrentUserId() actorId: string, @Body() body: unknown): Promise<AdminHeroBanner> {
    const parsed = defaultHeroRequestSchema.safeParse(body ?? {});
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? DEFAULT_HERO_MISSING);
    const { imageUrl, title } = parsed.data;
    const bytes = await this.intake.download(imageUrl);
    return this.intake.add(actorId, bytes, { name: title, description: '', makeDefault: true }, sourceOf(imageUrl));
  }

  /** Every banner's palette job, run by the media worker; answers with the counts once they finish (or the wait ends). */
  @Post('extract-all-colors')
  @HttpCode(200)
  extractAllColors(@CurrentUserId() actorId: string): Promise<ExtractAllColorsResponse> {
    return this.rpc.call(extractAllHeroColorsRpc, { actorId }, EXTRACT_ALL_RPC_TIMEOUT_MS);
  }
}
