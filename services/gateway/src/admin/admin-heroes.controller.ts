import { BadRequestException, Controller, HttpException, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
// request.isMultipart() and parts(): the plugin's types, also where this file is compiled without create-gateway.ts.
import type {} from '@fastify/multipart';
import {
  adminHeroBannerSchema,
  deleteAdminHeroBannerRpc,
  HERO_ONE_SOURCE,
  HERO_SOURCE_REQUIRED,
  heroImageIdSchema,
  heroUploadFieldsSchema,
  listAdminHeroBannersRpc,
  multilineText,
  pageQuerySchema,
  setDefaultAdminHeroBannerRpc,
  toPageRequest,
  type AdminHeroBanner,
  type Page,
  verbatimText,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HERO_NOT_FOUND } from '../heroes/hero-params.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { readUpload } from '../photos/upload-stream.js';
import { ADMIN_TAGS } from './admin-tags.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

const FIELD_NAMES = new Set(['name', 'description', 'imageUrl']);
const TOO_LARGE = 'This image is too large: banners can be at most 25 MB.';

const tag = ADMIN_TAGS.heroes;
const heroParams = z.object({ id: heroImageIdSchema });
/** A hero id that cannot exist is the same 404 as one that does not. */
const notFoundWhenMalformed = { id: HERO_NOT_FOUND };

const banners = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/hero-images',
  tag,
  summary: 'Every banner',
  access: 'admin',
  query: pageQuerySchema,
  status: 200,
  answer: json(listAdminHeroBannersRpc.response, 'A page of banners.'),
});

/** A multipart body, read by the handler. */
const addBanner = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/hero-images/upload',
  tag,
  summary: 'Add a banner from a file or a URL',
  access: 'admin',
  body: {
    kind: 'multipart',
    fields: z.object({
      name: heroUploadFieldsSchema.shape.name,
      description: multilineText().max(500).optional(),
      imageUrl: verbatimText().max(2048).optional(),
    }),
    files: { image: { required: false, description: 'The banner, unless `imageUrl` names it.' } },
  },
  status: 201,
  answer: json(adminHeroBannerSchema, 'The new banner.'),
  errors: [413, 415, 422],
});

const makeDefault = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/hero-images/:id/set-default',
  tag,
  summary: 'Make a banner the default',
  access: 'admin',
  params: heroParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(setDefaultAdminHeroBannerRpc.response, 'The new default.'),
});

const deleteBanner = defineHttpRoute({
  method: 'DELETE',
  path: '/api/admin/hero-images/:id',
  tag,
  summary: 'Delete a banner (never the default: 409)',
  access: 'admin',
  params: heroParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(deleteAdminHeroBannerRpc.response, 'Deleted.'),
  errors: [409],
});

/** The Hero Banners tab (spec 02 §2, §7): list, add (file or URL), make the default, delete. */
@Controller()
export class AdminHeroesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly intake: HeroBannerIntake,
  ) {}

  @HttpRoute(banners)
  list(@RouteInput() { query }: RouteInput<typeof banners>): Promise<Page<AdminHeroBanner>> {
    return this.rpc.call(listAdminHeroBannersRpc, toPageRequest(query));
  }

  /** Multipart: name, description, and an `image` file or an `imageUrl` (fetched once by portfolio, ADR 26). */
  @HttpRoute(addBanner)
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
    const details = { name, description, makeDefault: false };
    if (hasFile) return this.intake.addUpload(actorId, file as Buffer, details, 'an upload');
    return this.intake.addFromUrl(actorId, imageUrl as string, details, sourceOf(imageUrl as string));
  }

  @HttpRoute(makeDefault)
  setDefault(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof makeDefault>): Promise<AdminHeroBanner> {
    return this.rpc.call(setDefaultAdminHeroBannerRpc, { actorId, heroId: params.id });
  }

  /** Never the default (409); the banner's files go with it. */
  @HttpRoute(deleteBanner)
  delete(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof deleteBanner>): Promise<{ id: string; name: string }> {
    return this.rpc.call(deleteAdminHeroBannerRpc, { actorId, heroId: params.id });
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
