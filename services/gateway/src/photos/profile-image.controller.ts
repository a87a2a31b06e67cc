import { BadRequestException, Controller, NotFoundException, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  avatarUploadKey,
  fromPhotoRequestSchema,
  identifier,
  MAX_PROFILE_IMAGE_BYTES,
  PROFILE_IMAGE_MESSAGES,
  setAvatarFromPhotoRpc,
  setAvatarFromUploadRpc,
  storageUserIdSchema,
  type CurrentUser,
} from '@lumafolio/contracts';
import { InjectStorage, RpcClient } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { sendStoredImage } from '../http/stored-image.js';
import { json, webpImage } from '../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';
import { readOneFileForm } from './image-form.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

/** Media decodes and crops the picture, then tells auth: longer than a plain lookup. */
const AVATAR_RPC_TIMEOUT_MS = 30_000;

/** A multipart body, read by the handler. */
const uploadPicture = defineHttpRoute({
  method: 'POST',
  path: '/api/user/profile-image/upload',
  tag,
  summary: 'Upload a profile picture (at most 5 MB)',
  access: 'session',
  body: { kind: 'multipart', fields: z.object({}), files: { profileImage: { required: true, description: 'The picture.' } } },
  status: 200,
  answer: json(setAvatarFromUploadRpc.response, 'The user with the new picture.'),
  errors: [413, 415, 422],
  rateLimited: true,
});

const pictureFromPhoto = defineHttpRoute({
  method: 'POST',
  path: '/api/user/profile-image/set-custom',
  tag,
  summary: "Make one of one's photos the profile picture",
  access: 'session',
  body: { kind: 'json', schema: fromPhotoRequestSchema },
  status: 200,
  answer: json(setAvatarFromPhotoRpc.response, 'The user with the new picture.'),
});

/** An address that cannot be a picture's is the same 404 as one that is not there. */
const resourceNotFound = (_value: string, url: string) => `Resource not found: ${url}`;

const picture = defineHttpRoute({
  method: 'GET',
  path: '/api/avatars/:userId/:file',
  tag,
  summary: 'A profile picture',
  access: 'anonymous',
  params: z.object({ userId: storageUserIdSchema, file: identifier(/^[a-f0-9]{16,64}\.webp$/) }),
  notFoundWhenMalformed: { userId: resourceNotFound, file: resourceNotFound },
  status: 200,
  answer: webpImage('The picture (cached for a year: its name carries its content hash).'),
});

/**
 * Profile pictures (spec 01 §4/§5): an uploaded image (≤ 5 MB) or one of the user's own
 * photos. Media makes, stores and records them (ADR 25); the gateway reads the upload, hands
 * it over through storage (uploads never cross NATS) and serves the files.
 */
@Controller()
export class ProfileImageController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  @HttpRoute(uploadPicture)
  @UseInterceptors(RefreshesOwnPortfolio)
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

  @HttpRoute(pictureFromPhoto)
  @UseInterceptors(RefreshesOwnPortfolio)
  async fromPhoto(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof pictureFromPhoto>): Promise<CurrentUser> {
    return this.rpc.call(setAvatarFromPhotoRpc, { userId, photoId: body.photoId }, AVATAR_RPC_TIMEOUT_MS);
  }

  @HttpRoute(picture)
  async serve(@RouteInput() { params }: RouteInput<typeof picture>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendStoredImage(
      this.storage,
      reply,
      { key: `avatar/${params.userId}/${params.file}`, contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' },
      () => new NotFoundException(`Resource not found: ${request.url}`),
    );
  }
}
