import { BadRequestException, Controller, NotFoundException, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getWatermarkRpc,
  MAX_WATERMARK_LOGO_BYTES,
  saveWatermarkRpc,
  setWatermarkLogoRpc,
  WATERMARK_MESSAGES,
  watermarkLogoFileSchema,
  watermarkLogoKey,
  watermarkLogoUploadKey,
  watermarkSettingsSchema,
  type Watermark,
} from '@lumafolio/contracts';
import { InjectStorage, RpcClient } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ACCOUNT_TAG as tag } from '../auth/account-tag.js';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { sendStoredImage } from '../http/stored-image.js';
import { json } from '../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { readOneFileForm } from './image-form.js';

/** Media checks and stores the logo: longer than a plain lookup. */
const LOGO_RPC_TIMEOUT_MS = 30_000;

const myWatermark = defineHttpRoute({
  method: 'GET',
  path: '/api/user/watermark',
  tag,
  summary: "One's watermark, its logo and the progress of redoing the public images",
  access: 'session',
  status: 200,
  answer: json(getWatermarkRpc.response, 'The setting (defaults when never set), the logo URL and the redo progress.'),
});

const saveWatermark = defineHttpRoute({
  method: 'PUT',
  path: '/api/user/watermark',
  tag,
  summary: 'Set, change or turn off the watermark of the public images',
  description: 'Every processed photo gets its public variants redone in the background; the answer carries the progress to follow.',
  access: 'session',
  body: { kind: 'json', schema: watermarkSettingsSchema },
  status: 200,
  answer: json(getWatermarkRpc.response, 'The saved setting with its redo progress.'),
});

/** A multipart body, read by the handler. */
const uploadWatermarkLogo = defineHttpRoute({
  method: 'POST',
  path: '/api/user/watermark/logo',
  tag,
  summary: 'Upload the watermark logo (PNG, JPEG or WebP, at most 1 MB)',
  access: 'session',
  body: { kind: 'multipart', fields: z.object({}), files: { logo: { required: true, description: 'The logo.' } } },
  status: 200,
  answer: json(getWatermarkRpc.response, 'The watermark with the new logo.'),
  errors: [413, 415, 422],
  rateLimited: true,
});

/** A file name that cannot be a logo's is the same 404 as one that is not there. */
const resourceNotFound = (_value: string, url: string) => `Resource not found: ${url}`;

const watermarkLogo = defineHttpRoute({
  method: 'GET',
  path: '/api/user/watermark/:file',
  tag,
  summary: "One's own watermark logo",
  access: 'session',
  params: z.object({ file: watermarkLogoFileSchema }),
  notFoundWhenMalformed: { file: resourceNotFound },
  status: 200,
  answer: { kind: 'image', contentTypes: ['image/png'], description: 'The logo as stored (PNG).' },
});

/**
 * A photographer's watermark (ADR 44): the setting, and the logo it may use. Media keeps
 * both; the gateway hands an uploaded logo over through storage and serves it to its owner.
 */
@Controller()
export class WatermarkController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @HttpRoute(myWatermark)
  get(@CurrentUserId() userId: string): Promise<Watermark> {
    return this.rpc.call(getWatermarkRpc, { userId });
  }

  @HttpRoute(saveWatermark)
  save(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof saveWatermark>): Promise<Watermark> {
    return this.rpc.call(saveWatermarkRpc, { userId, settings: body });
  }

  // The per-user limit after the session check: written above @HttpRoute, its guard follows the SessionGuard.
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  @HttpRoute(uploadWatermarkLogo)
  async uploadLogo(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<Watermark> {
    if (!request.isMultipart()) throw new BadRequestException('Send the logo as multipart/form-data with a "logo" file.');
    const file = await readOneFileForm(request, {
      fieldName: 'logo',
      maxBytes: MAX_WATERMARK_LOGO_BYTES,
      missingMessage: 'Please select a logo file.',
      tooLargeMessage: WATERMARK_MESSAGES.logoTooLarge,
    });
    // Media takes the bytes from storage and deletes them, whatever it answers.
    const uploadId = randomBytes(12).toString('hex');
    await this.storage.put(watermarkLogoUploadKey(userId, uploadId), file, { contentType: 'application/octet-stream' });
    return this.rpc.call(setWatermarkLogoRpc, { userId, uploadId }, LOGO_RPC_TIMEOUT_MS);
  }

  /** The owner's own logo only: the key comes from the session, never from the URL. */
  @HttpRoute(watermarkLogo)
  async logo(
    @CurrentUserId() userId: string,
    @RouteInput() { params }: RouteInput<typeof watermarkLogo>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendStoredImage(
      this.storage,
      reply,
      { key: watermarkLogoKey(userId, params.file), contentType: 'image/png', cacheControl: 'private, max-age=31536000, immutable' },
      () => new NotFoundException(resourceNotFound(params.file, request.url)),
    );
  }
}
