import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
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
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { sendStoredImage } from '../http/stored-image.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { readOneFileForm } from './image-form.js';

/** Media checks and stores the logo: longer than a plain lookup. */
const LOGO_RPC_TIMEOUT_MS = 30_000;

/**
 * A photographer's watermark (ADR 44): the setting, and the logo it may use. Media keeps
 * both; the gateway hands an uploaded logo over through storage and serves it to its owner.
 */
@Controller('api/user/watermark')
@UseGuards(SessionGuard)
export class WatermarkController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @Get()
  get(@CurrentUserId() userId: string): Promise<Watermark> {
    return this.rpc.call(getWatermarkRpc, { userId });
  }

  @Put()
  save(@CurrentUserId() userId: string, @Body() body: unknown): Promise<Watermark> {
    return this.rpc.call(saveWatermarkRpc, { userId, settings: watermarkSettingsSchema.parse(body ?? {}) });
  }

  @Post('logo')
  @HttpCode(200)
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
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
  @Get(':file')
  async logo(@CurrentUserId() userId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const notFound = () => new NotFoundException(`Resource not found: ${request.url}`);
    if (!watermarkLogoFileSchema.safeParse(file).success) throw notFound();
    await sendStoredImage(
      this.storage,
      reply,
      { key: watermarkLogoKey(userId, file), contentType: 'image/png', cacheControl: 'private, max-age=31536000, immutable' },
      notFound,
    );
  }
}
