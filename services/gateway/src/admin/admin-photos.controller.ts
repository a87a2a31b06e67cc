import { BadRequestException, Controller, HttpException, Inject, Req, Res, UseGuards, NotFoundException } from '@nestjs/common';
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminPhotoThumbnailFileRpc,
  adminSetFeaturedRequestSchema,
  BULK_UPLOAD_CATEGORIES,
  BULK_UPLOAD_TYPES,
  BULK_UPLOAD_TYPES_MESSAGE,
  bulkUploadFieldsSchema,
  completeBulkUploadRpc,
  listAdminPhotosRpc,
  pageQuerySchema,
  photoIdSchema,
  setAdminPhotoFeaturedRpc,
  toPageRequest,
  uploadPhotoFieldsSchema,
  type AdminPhoto,
  type AdminPhotoPage,
} from '@lumafolio/contracts';
import { IntakeRefusedError, PhotoIntake, titleFromFileName, type OpenIntake } from '@lumafolio/photo-intake';
import { InjectLogger, InjectStorage, RpcCallError, RpcClient, type Logger } from '@lumafolio/server-common';
import { MediaContentCheck } from '../photos/media-content-check.js';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { readImageForm } from '../photos/image-form.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { VISITOR_CACHE_STORE } from '../visitor-cache/visitor-answers.js';
import type { VisitorCacheStore } from '../visitor-cache/visitor-cache.store.js';
import { ADMIN_TAGS } from './admin-tags.js';

const FIELD_NAMES = new Set(['category', 'featured']);
const ACCEPTED: ReadonlySet<string> = new Set(BULK_UPLOAD_TYPES);

const tag = ADMIN_TAGS.photos;
const photoParams = z.object({ photoId: photoIdSchema });

const photos = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/photos',
  tag,
  summary: 'Every photo, newest first',
  access: 'admin',
  query: pageQuerySchema,
  status: 200,
  answer: json(listAdminPhotosRpc.response, 'A page of photos.'),
});

const feature = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/photos/:photoId/featured',
  tag,
  summary: "Feature or unfeature anyone's photo",
  access: 'admin',
  params: photoParams,
  body: { kind: 'json', schema: adminSetFeaturedRequestSchema },
  status: 200,
  answer: json(setAdminPhotoFeaturedRpc.response, 'The photo as changed.'),
});

/** A multipart body, read by the handler. */
const bulkUpload = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/photos/upload',
  tag,
  summary: 'One photo of a bulk upload, into the admin’s own account',
  access: 'admin',
  body: {
    kind: 'multipart',
    fields: z.object({ category: z.enum(BULK_UPLOAD_CATEGORIES), featured: z.enum(['true', 'false']) }),
    files: { image: { required: true, description: 'A JPEG, PNG or WebP image.' } },
  },
  status: 201,
  answer: json(completeBulkUploadRpc.response, 'The new photo.'),
  errors: [413, 415, 422],
  rateLimited: true,
});

const thumbnail = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/photos/:photoId/thumbnail',
  tag,
  summary: 'A thumbnail of any photo, private ones too',
  access: 'admin',
  params: photoParams,
  notFoundWhenMalformed: { photoId: 'Photo not found.' },
  status: 200,
  answer: { kind: 'image', contentTypes: ['image/webp', 'image/jpeg', 'image/png'], description: 'The thumbnail.' },
});

/**
 * The Featured Photos tab (spec 02 §2, §7) and its Bulk Upload (its per-user limit is
 * declared above @HttpRoute, so it follows the admin check that `access: 'admin'` adds).
 */
@Controller()
export class AdminPhotosController {
  private readonly intake: PhotoIntake;

  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    @Inject(VISITOR_CACHE_STORE) private readonly visitorCache: VisitorCacheStore | null,
    checkContent: MediaContentCheck,
  ) {
    this.intake = new PhotoIntake({ rpc, storage, logger, checkContent });
  }

  /** Every photo of every user, newest first. */
  @HttpRoute(photos)
  list(@RouteInput() { query }: RouteInput<typeof photos>): Promise<AdminPhotoPage> {
    return this.rpc.call(listAdminPhotosRpc, toPageRequest(query));
  }

  /** Any user's photo; its portfolio's cached pages here are dropped before the answer, as when its owner features it. */
  @HttpRoute(feature)
  async feature(@CurrentUserId() actorId: string, @RouteInput() { params, body }: RouteInput<typeof feature>): Promise<AdminPhoto> {
    const photo = await this.rpc.call(setAdminPhotoFeaturedRpc, { actorId, photoId: params.photoId, featured: body.featured });
    await this.refreshPortfolio(photo.userId);
    return photo;
  }

  /**
   * One photo of a bulk upload (multipart: `image`, `category`, `featured`), into the admin's
   * own account through the same intake as any upload: quota, content check, pipeline and
   * the per-user upload limit. One file per request, so the browser shows each one's progress.
   */
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  @HttpRoute(bulkUpload)
  async upload(@CurrentUserId() actorId: string, @Req() request: FastifyRequest): Promise<AdminPhoto> {
    if (!request.isMultipart()) throw new BadRequestException('Send the photo as multipart/form-data with an "image" file, a category and featured.');
    const intake = await this.intake.begin({ userId: actorId, origin: 'bulk-upload', expectedBytes: Number(request.headers['content-length']) });
    let received: { photoId: string; featured: boolean; fileName: string };
    try {
      received = await this.intake.guard(intake, () => this.receive(request, intake));
    } catch (error) {
      if (error instanceof IntakeRefusedError) throw new HttpException(error.message, error.status);
      throw error;
    }
    const photo = await this.rpc.call(completeBulkUploadRpc, { actorId, ...received });
    if (photo.isPublic) await this.refreshPortfolio(actorId);
    return photo;
  }

  /** A thumbnail of any photo, private ones too (a public one's card uses its signed URL instead). */
  @HttpRoute(thumbnail)
  async thumbnail(@RouteInput() { params }: RouteInput<typeof thumbnail>, @Res() reply: FastifyReply): Promise<void> {
    const notFound = () => new NotFoundException('Photo not found.');
    let object;
    let contentType: string;
    try {
      const file = await this.rpc.call(adminPhotoThumbnailFileRpc, { photoId: params.photoId });
      contentType = file.contentType;
      object = await this.storage.get(file.key);
    } catch (error) {
      if ((error instanceof RpcCallError && error.status === 404) || error instanceof ObjectNotFoundError) throw notFound();
      throw error;
    }
    await reply
      .header('content-type', contentType)
      .header('content-length', object.bytes)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(object.body);
  }

  private async receive(request: FastifyRequest, intake: OpenIntake): Promise<{ photoId: string; featured: boolean; fileName: string }> {
    const { fields, fileName } = await readImageForm(request, FIELD_NAMES, 'Choose a JPG, PNG or WebP image to upload.', async (file) => {
      const content = await intake.store(file);
      if (!ACCEPTED.has(content.mimeType)) throw new IntakeRefusedError(415, BULK_UPLOAD_TYPES_MESSAGE);
    });
    const parsed = bulkUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Choose a category and whether to feature the photos.');
    const photoFields = uploadPhotoFieldsSchema.parse({ title: titleFromFileName(fileName), category: parsed.data.category });
    const photo = await intake.complete(photoFields);
    return { photoId: photo.id, featured: parsed.data.featured, fileName: fileName.slice(0, 300) };
  }

  private async refreshPortfolio(ownerId: string): Promise<void> {
    await this.visitorCache?.invalidate(ownerId).catch((error: unknown) => this.logger.warn({ err: error }, 'visitor cache not refreshed'));
  }
}
