import { BadRequestException, Controller, HttpCode, HttpException, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { uploadPhotoFieldsSchema, type Photo } from '@lumafolio/contracts';
import { IntakeRefusedError, PhotoIntake, type OpenIntake } from '@lumafolio/photo-intake';
import { DecodeSlots, InjectStorage, InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { readImageForm } from './image-form.js';
import { parseExif, parseTags } from './upload-fields.js';

const FIELD_NAMES = new Set(['title', 'category', 'description', 'aiAltText', 'aiTags', 'imageType', 'exif']);

/**
 * POST /api/photos/upload: the media service's way in for photos (PhotoIntake), fed from
 * a multipart body. The hold on the user's quota comes first, so a full quota is refused
 * before the body is read; the `image` part streams straight to storage (never whole over
 * NATS) and is checked as it passes; the answer comes once the document is written.
 */
@Controller('api/photos')
export class UploadController {
  private readonly intake: PhotoIntake;

  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() storage: ObjectStorage,
    @InjectLogger() logger: Logger,
    decodeSlots: DecodeSlots,
  ) {
    this.intake = new PhotoIntake({ rpc, storage, logger, limitDecodes: (work) => decodeSlots.run(work) });
  }

  @Post('upload')
  @HttpCode(201)
  @UseGuards(SessionGuard, UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  async upload(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<Photo> {
    if (!request.isMultipart()) throw new BadRequestException('Send the photo as multipart/form-data with an "image" file.');
    // The body's declared length bounds the file: only that much quota is held.
    const intake = await this.intake.begin({ userId, origin: 'upload', expectedBytes: Number(request.headers['content-length']) });
    try {
      return await this.intake.guard(intake, () => this.receive(userId, request, intake));
    } catch (error) {
      if (error instanceof IntakeRefusedError) throw new HttpException(error.message, error.status);
      throw error;
    }
  }

  private async receive(userId: string, request: FastifyRequest, intake: OpenIntake): Promise<Photo> {
    const { fields } = await readImageForm(request, FIELD_NAMES, 'Missing Information: please fill in all required fields and select an image.', (file) =>
      intake.store(file),
    );
    const parsed = uploadPhotoFieldsSchema.safeParse({ ...fields, aiTags: parseTags(fields.aiTags), exif: parseExif(fields.exif) });
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Please fill in all required fields.');
    return intake.complete(parsed.data);
  }
}
