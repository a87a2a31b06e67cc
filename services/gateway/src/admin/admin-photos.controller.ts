import { BadRequestException, Body, HttpCode, HttpException, Inject, Param, Post, Get, Query, Req, Res, UseGuards, NotFoundException } from '@nestjs/common';
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminPhotoThumbnailFileRpc,
  adminSetFeaturedRequestSchema,
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
import { DecodeSlots, InjectLogger, InjectStorage, RpcCallError, RpcClient, type Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { CurrentUserId } from '../auth/session.guard.js';
import { readImageForm } from '../photos/image-form.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { VISITOR_CACHE_STORE } from '../visitor-cache/visitor-answers.js';
import type { VisitorCacheStore } from '../visitor-cache/visitor-cache.store.js';
import { AdminController } from './admin-routes.js';

const FIELD_NAMES = new Set(['category', 'featured']);
const ACCEPTED: ReadonlySet<string> = new Set(BULK_UPLOAD_TYPES);

/** The Featured Photos tab (spec 02 §2, §7) and its Bulk Upload. */
@AdminController()
export class AdminPhotosController {
  private readonly intake: PhotoIntake;

  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    @Inject(VISITOR_CACHE_STORE) private readonly visitorCache: VisitorCacheStore | null,
    decodeSlots: DecodeSlots,
  ) {
    this.intake = new PhotoIntake({ rpc, storage, logger, limitDecodes: (work) => decodeSlots.run(work) });
  }

  /** Every photo of every user, newest first. */
  @Get('photos')
  list(@Query() query: unknown): Promise<AdminPhotoPage> {
    return this.rpc.call(listAdminPhotosRpc, toPageRequest(pageQuerySchema.parse(query ?? {})));
  }

  /** Any user's photo; its portfolio's cached pages here are dropped before the answer, as when its owner features it. */
  @Post('photos/:photoId/featured')
  @HttpCode(200)
  async feature(@CurrentUserId() actorId: string, @Param('photoId') id: string, @Body() body: unknown): Promise<AdminPhoto> {
    const { featured } = adminSetFeaturedRequestSchema.parse(body ?? {});
    const photo = await this.rpc.call(setAdminPhotoFeaturedRpc, { actorId, photoId: photoIdSchema.parse(id), featured });
    await this.refreshPortfolio(photo.userId);
    return photo;
  }

  /**
   * One photo of a bulk upload (multipart: `image`, `category`, `featured`), into the admin's
   * own account through the same intake as any upload: quota, content check, pipeline and
   * the per-user upload limit. One file per request, so the browser shows each one's progress.
   */
  @Post('photos/upload')
  @HttpCode(201)
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
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
  @Get('photos/:photoId/thumbnail')
  async thumbnail(@Param('photoId') id: string, @Res() reply: FastifyReply): Promise<void> {
    const notFound = () => new NotFoundException('Photo not found.');
    const photoId = photoIdSchema.safeParse(id);
    if (!photoId.success) throw notFound();
    let object;
    let contentType: string;
    try {
      const file = await this.rpc.call(adminPhotoThumbnailFileRpc, { photoId: photoId.data });
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
