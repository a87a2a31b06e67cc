import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  avatarUploadKey,
  fromPhotoRequestSchema,
  MAX_PROFILE_IMAGE_BYTES,
  PROFILE_IMAGE_MESSAGES,
  setAvatarFromPhotoRpc,
  setAvatarFromUploadRpc,
  type CurrentUser,
} from '@lumafolio/contracts';
import { InjectStorage, RpcClient } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { sendStoredImage } from '../http/stored-image.js';
import { readOneFileForm } from './image-form.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

/** Media decodes and crops the picture, then tells auth: longer than a plain lookup. */
const AVATAR_RPC_TIMEOUT_MS = 30_000;

/**
 * Profile pictures (spec 01 §4/§5): an uploaded image (≤ 5 MB) or one of the user's own
 * photos. Media makes, stores and records them (ADR 25); the gateway reads the upload, hands
 * it over through storage (uploads never cross NATS) and serves the files.
 */
@Controller('api')
export class ProfileImageController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @Post('user/profile-image/upload')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard, UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  async upload(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<CurrentUser> {
    if (!request.isMultipart()) throw new BadRequestException('Send the picture as multipart/form-data with a "profileImage" file.');
    const file = await readOneFileForm(request, {
      fieldName: 'profileImage',
      maxBytes: MAX_PROFILE_IMAGE_BYTES,
      missingMessage: 'Please select an image file.',
      tooLargeMessage: PROFILE_IMAGE_MESSAGES.tooLarge,
    });
    // Media takes the bytes from storage and deletes them, whatever it answers.
    const uploadId = randomBytes(12).toString('hex');
    await this.storage.put(avatarUploadKey(userId, uploadId), file, { contentType: 'application/octet-stream' });
    return this.rpc.call(setAvatarFromUploadRpc, { userId, uploadId }, AVATAR_RPC_TIMEOUT_MS);
  }

  @Post('user/profile-image/set-custom')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async fromPhoto(@CurrentUserId() userId: string, @Body() body: unknown): Promise<CurrentUser> {
    const { photoId } = fromPhotoRequestSchema.parse(body ?? {});
    return this.rpc.call(setAvatarFromPhotoRpc, { userId, photoId }, AVATAR_RPC_TIMEOUT_MS);
  }

  @Get('avatars/:userId/:file')
  async serve(@Param('userId') userId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId) || !/^[a-f0-9]{16,64}\.webp$/.test(file)) throw new NotFoundException(`Resource not found: ${request.url}`);
    await sendStoredImage(
      this.storage,
      reply,
      { key: `avatar/${userId}/${file}`, contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' },
      () => new NotFoundException(`Resource not found: ${request.url}`),
    );
  }
}
