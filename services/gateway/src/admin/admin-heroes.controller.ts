import { BadRequestException, Delete, Get, HttpCode, HttpException, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
// request.isMultipart() and parts(): the plugin's types, also where this file is compiled without create-gateway.ts.
import type {} from '@fastify/multipart';
import {
  deleteAdminHeroBannerRpc,
  HERO_ONE_SOURCE,
  HERO_SOURCE_REQUIRED,
  heroUploadFieldsSchema,
  listAdminHeroBannersRpc,
  pageQuerySchema,
  setDefaultAdminHeroBannerRpc,
  toPageRequest,
  type AdminHeroBanner,
  type Page,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { heroIdOr404 } from '../heroes/hero-params.js';
import { readUpload } from '../photos/upload-stream.js';
import { AdminController } from './admin-routes.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

const FIELD_NAMES = new Set(['name', 'description', 'imageUrl']);
const TOO_LARGE = 'This image is too large: banners can be at most 25 MB.';

/** The Hero Banners tab (spec 02 §2, §7): list, add (file or URL), make the default, delete. */
@AdminController()
export class AdminHeroesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly intake: HeroBannerIntake,
  ) {}

  @Get('hero-images')
  list(@Query() query: unknown): Promise<Page<AdminHeroBanner>> {
    return this.rpc.call(listAdminHeroBannersRpc, toPageRequest(pageQuerySchema.parse(query ?? {})));
  }

  /** Multipart: name, description, and an `image` file or an `imageUrl` (fetched by the gateway once, ADR 26). */
  @Post('hero-images/upload')
  @HttpCode(201)
  async upload(@CurrentUserId() actorId: string, @Req() request: FastifyRequest): Promise<AdminHeroBanner> {
    if (!request.isMultipart()) throw new BadRequestException('Send the banner as multipart/form-data with a name and an "image" file or an "imageUrl".');
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let files = 0;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (FIELD_NAMES.has(part.fieldname)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'image' || ++files > 1) {
        part.file.resume();
        continue;
      }
      file = await readUpload(part.file, TOO_LARGE);
    }
    if (files > 1) throw new HttpException('Send one image per banner.', 400);
    const parsed = heroUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Please fill in the banner details.');
    const { name, description, imageUrl } = parsed.data;
    const hasFile = file !== null && file.length > 0;
    if (hasFile && imageUrl) throw new BadRequestException(HERO_ONE_SOURCE);
    if (!hasFile && !imageUrl) throw new BadRequestException(HERO_SOURCE_REQUIRED);
    const bytes = hasFile ? (file as Buffer) : await this.intake.download(imageUrl as string);
    return this.intake.add(actorId, bytes, { name, description, makeDefault: false }, hasFile ? 'an upload' : sourceOf(imageUrl as string));
  }

  @Post('hero-images/:id/set-default')
  @HttpCode(200)
  setDefault(@CurrentUserId() actorId: string, @Param('id') id: string): Promise<AdminHeroBanner> {
    return this.rpc.call(setDefaultAdminHeroBannerRpc, { actorId, heroId: heroIdOr404(id) });
  }

  /** Never the default (409); the banner's files go with it. */
  @Delete('hero-images/:id')
  delete(@CurrentUserId() actorId: string, @Param('id') id: string): Promise<{ id: string; name: string }> {
    return this.rpc.call(deleteAdminHeroBannerRpc, { actorId, heroId: heroIdOr404(id) });
  }
}

/** The audit log's "added from …": the URL's host and path, without its query. */
export function sourceOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`.slice(0, 280);
  } catch {
    return 'a URL';
  }
}
