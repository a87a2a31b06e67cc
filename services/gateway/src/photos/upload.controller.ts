import { BadRequestException, Controller, HttpException, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  lineText,
  multilineText,
  photoSchema,
  PHOTO_ALT_TEXT_MAX,
  PHOTO_DESCRIPTION_MAX,
  PHOTO_TAG_MAX,
  PHOTO_TAGS_MAX,
  UPLOADED_EXIF_JSON_MAX,
  uploadPhotoFieldsSchema,
  type Photo,
} from '@lumafolio/contracts';
import { IntakeRefusedError, PhotoIntake, type OpenIntake } from '@lumafolio/photo-intake';
import { InjectStorage, InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { MediaContentCheck } from './media-content-check.js';
import type { ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { readImageForm } from './image-form.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';
import { parseExif, parseTags } from './upload-fields.js';

const FIELD_NAMES = new Set(['title', 'category', 'description', 'aiAltText', 'aiTags', 'imageType', 'exif']);

/** The upload form's text fields as they travel in multipart/form-data. */
const uploadFormFields = z.object({
  title: uploadPhotoFieldsSchema.shape.title,
  category: uploadPhotoFieldsSchema.shape.category,
  description: multilineText().max(PHOTO_DESCRIPTION_MAX).optional(),
  aiAltText: lineText().max(PHOTO_ALT_TEXT_MAX).optional(),
  aiTags: lineText()
    .max(PHOTO_TAGS_MAX * (PHOTO_TAG_MAX + 4))
    .optional()
    .describe('A JSON array of tags, or tags separated by commas.'),
  imageType: z.literal('photo').optional(),
  exif: lineText().max(UPLOADED_EXIF_JSON_MAX).optional().describe("JSON: the original file's camera details."),
});

/** A multipart body, read by the handler as it streams. */
const uploadPhoto = defineHttpRoute({
  method: 'POST',
  path: '/api/photos/upload',
  tag,
  summary: 'Upload a photo',
  description: 'Refused before the body is read when the quota is full (413). The file is checked by its content (415 for other formats).',
  access: 'session',
  body: { kind: 'multipart', fields: uploadFormFields, files: { image: { required: true, description: 'The photo (JPEG, PNG, WebP, AVIF, HEIC…).' } } },
  status: 201,
  answer: json(photoSchema, 'The new photo, queued for processing.'),
  errors: [413, 415, 422],
  rateLimited: true,
});

/**
 * POST /api/photos/upload: the media service's way in for photos (PhotoIntake), fed from
 * a multipart body. The hold on the user's quota comes first, so a full quota is refused
 * before the body is read; the `image` part streams straight to storage (never whole over
 * NATS) and is checked as it passes; the answer comes once the document is written.
 */
@Controller()
export class UploadController {
  private readonly intake: PhotoIntake;

  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() storage: ObjectStorage,
    @InjectLogger() logger: Logger,
    checkContent: MediaContentCheck,
  ) {
    this.intake = new PhotoIntake({ rpc, storage, logger, checkContent });
  }

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  @HttpRoute(uploadPhoto)
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
