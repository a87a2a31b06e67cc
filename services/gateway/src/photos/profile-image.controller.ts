import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PROFILE_IMAGE_BYTES, fromPhotoRequestSchema, getUserRpc, resolvePhotoFileRpc, setProfileImageRpc, type CurrentUser } from '@lumafolio/contracts';
import { detectImageType, PROFILE_IMAGE_TYPES } from '@lumafolio/images';
import { InjectStorage, InjectLogger, RpcCallError, RpcClient, type Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { DecodeSlots } from './decode-slots.js';
import { decodeInRequest, readUpload } from './upload-stream.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

const AVATAR_SIZE = 400;
const avatarUrl = (userId: string, file: string) => `/api/avatars/${userId}/${file}`;

/**
 * Profile pictures (spec 01 §4/§5): an uploaded image (≤ 5 MB, checked by content) or one
 * of the user's own photos, cropped to a 400×400 WebP without metadata. Each new picture
 * gets a new file name, so its URL can be cached forever.
 */
@Controller('api')
export class ProfileImageController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    private readonly decodeSlots: DecodeSlots,
  ) {}

  @Post('user/profile-image/upload')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard, UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  async upload(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<CurrentUser> {
    if (!request.isMultipart()) throw new BadRequestException('Send the picture as multipart/form-data with a "profileImage" file.');
    const part = await request.file({ limits: { fileSize: MAX_PROFILE_IMAGE_BYTES } });
    if (!part || part.fieldname !== 'profileImage') throw new BadRequestException('Please select an image file.');
    const file = await readUpload(part.file, 'File Too Large: please select an image smaller than 5MB.');
    // By content, before anything decodes it.
    if (!(await detectImageType(file, PROFILE_IMAGE_TYPES))) throw new HttpException('Invalid File: please select an image file (JPG, PNG or GIF).', 415);
    return this.replaceAvatar(userId, await this.toAvatar(file));
  }

  @Post('user/profile-image/set-custom')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async fromPhoto(@CurrentUserId() userId: string, @Body() body: unknown): Promise<CurrentUser> {
    const { photoId } = fromPhotoRequestSchema.parse(body ?? {});
    let located;
    try {
      located = await this.rpc.call(resolvePhotoFileRpc, { photoId, file: 'original', requesterId: userId });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) throw new NotFoundException('Photo not found.');
      throw error;
    }
    // Our own stored original: checked by content and size when it was uploaded.
    const original = await readUpload((await this.storage.get(located.key)).body, 'This photo is too large.');
    return this.replaceAvatar(userId, await this.toAvatar(original));
  }

  @Get('avatars/:userId/:file')
  async serve(@Param('userId') userId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId) || !/^[a-f0-9]{16,64}\.webp$/.test(file)) throw new NotFoundException(`Resource not found: ${request.url}`);
    let object;
    try {
      object = await this.storage.get(`avatar/${userId}/${file}`);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new NotFoundException(`Resource not found: ${request.url}`);
      throw error;
    }
    await reply
      .header('content-type', 'image/webp')
      .header('content-length', object.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(object.body);
  }

  /** Decodes once, crops to a centred square, drops every metadata field. */
  private toAvatar(file: Buffer): Promise<Buffer> {
    return this.decodeSlots.run(async () => {
      try {
        return await decodeInRequest(file).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
      } catch {
        throw new HttpException('We could not read this image. Please try another file.', 422);
      }
    });
  }

  private async replaceAvatar(userId: string, avatar: Buffer): Promise<CurrentUser> {
    const previous = (await this.rpc.call(getUserRpc, { userId })).profileImageUrl;
    const file = `${randomBytes(12).toString('hex')}.webp`;
    await this.storage.put(`avatar/${userId}/${file}`, avatar, { contentType: 'image/webp' });
    const user = await this.rpc.call(setProfileImageRpc, { userId, profileImageUrl: avatarUrl(userId, file) });
    const oldFile = previous?.startsWith(`/api/avatars/${userId}/`) ? previous.slice(previous.lastIndexOf('/') + 1) : null;
    if (oldFile) {
      await this.storage
        .delete(`avatar/${userId}/${oldFile}`)
        .catch((error: unknown) => this.logger.warn({ err: error, userId }, 'old profile picture not removed'));
    }
    return user;
  }
}
