import { BadRequestException, Body, HttpCode, Post } from '@nestjs/common';
import { defaultHeroRequestSchema, DEFAULT_HERO_MISSING, type AdminHeroBanner } from '@lumafolio/contracts';
import { CurrentUserId } from '../auth/session.guard.js';
import { sourceOf } from './admin-heroes.controller.js';
import { AdminController } from './admin-routes.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

/** `/api/hero-images/…` routes only admins may use (spec 02 §7). */
@AdminController('hero-images')
export class AdminHeroImagesController {
  constructor(private readonly intake: HeroBannerIntake) {}

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
}
