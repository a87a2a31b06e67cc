import { Controller } from '@nestjs/common';
import {
  adminHeroBannerSchema,
  defaultHeroRequestSchema,
  EXTRACT_ALL_RPC_TIMEOUT_MS,
  extractAllHeroColorsRpc,
  type AdminHeroBanner,
  type ExtractAllColorsResponse,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { sourceOf } from './admin-heroes.controller.js';
import { ADMIN_TAGS } from './admin-tags.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

const addDefaultBanner = defineHttpRoute({
  method: 'POST',
  path: '/api/hero-images/default',
  tag: ADMIN_TAGS.heroes,
  summary: 'Add a banner from a URL and make it the default',
  access: 'admin',
  body: { kind: 'json', schema: defaultHeroRequestSchema },
  status: 201,
  answer: json(adminHeroBannerSchema, 'The new banner.'),
  errors: [413, 415, 422],
});

const extractAllColors = defineHttpRoute({
  method: 'POST',
  path: '/api/hero-images/extract-all-colors',
  tag: ADMIN_TAGS.heroes,
  summary: "Analyse every banner's palette again",
  access: 'admin',
  status: 200,
  answer: json(extractAllHeroColorsRpc.response, 'The counts once the jobs finished (or the wait ended).'),
});

/** `/api/hero-images/…` routes only admins may use (spec 02 §7). */
@Controller()
export class AdminHeroImagesController {
  constructor(
    private readonly intake: HeroBannerIntake,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * The hidden default-hero form: the image at `imageUrl` (fetched once, ADR 26) becomes a
   * banner titled `title`, and the default as soon as its variants are made.
   */
  @HttpRoute(addDefaultBanner)
  async setDefault(@CurrentUserId() actorId: string, @RouteInput() { body }: RouteInput<typeof addDefaultBanner>): Promise<AdminHeroBanner> {
    const { imageUrl, title } = body;
    return this.intake.addFromUrl(actorId, imageUrl, { name: title, description: '', makeDefault: true }, sourceOf(imageUrl));
  }

  /** Every banner's palette job, run by the media worker; answers with the counts once they finish (or the wait ends). */
  @HttpRoute(extractAllColors)
  extractAllColors(@CurrentUserId() actorId: string): Promise<ExtractAllColorsResponse> {
    return this.rpc.call(extractAllHeroColorsRpc, { actorId }, EXTRACT_ALL_RPC_TIMEOUT_MS);
  }
}
