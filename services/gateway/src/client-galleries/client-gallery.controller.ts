import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Inject, NotFoundException, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  CLIENT_GALLERY_MESSAGES,
  openClientGalleryRpc,
  photoFileSchema,
  resolveClientGalleryFileRpc,
  setClientGalleryFavouriteRpc,
  setGalleryFavouriteRequestSchema,
  unlockClientGalleryRequestSchema,
  unlockClientGalleryRpc,
  type ClientGalleryView,
} from '@lumafolio/contracts';
import { InjectStorage, RpcCallError, RpcClient } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredImage } from '../http/stored-image.js';
import { FailureBudget, type FailureBudgetRule } from '../security/failure-budget.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { SessionsService } from '../session/sessions.service.js';
import { GalleryCookies } from './gallery-cookies.js';
import { galleryPhotoId, galleryToken, privateAnswer } from './client-gallery-visit.js';
import { GALLERY_FAVOURITE_RULE, GALLERY_NEW_VISITOR_RULE, GALLERY_UNLOCK_BUDGET } from './client-gallery-tokens.js';

/**
 * A client gallery's visitors (ADR 42), by its unlisted link: the gallery, its password,
 * its photos' files and downloads, and favourites. Media decides every answer from the
 * token, the unlock cookie and the requester (its owner needs no password).
 */
@Controller('api/client-gallery/:token')
export class ClientGalleryController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
    private readonly cookies: GalleryCookies,
    private readonly limiter: RateLimiter,
    private readonly failures: FailureBudget,
    @Inject(GALLERY_UNLOCK_BUDGET) private readonly unlockBudget: FailureBudgetRule,
    @Inject(GALLERY_FAVOURITE_RULE) private readonly favouriteRule: RateLimitRule,
    @Inject(GALLERY_NEW_VISITOR_RULE) private readonly newVisitorRule: RateLimitRule,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @Get()
  async open(@Param('token') token: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ClientGalleryView> {
    privateAnswer(reply);
    const visit = await this.visit(galleryToken(token), request);
    return this.rpc.call(openClientGalleryRpc, { ...visit, visitorId: this.cookies.visitorId(request) });
  }

  /** Wrong passwords are limited per IP and per gallery (see the module); right ones cost nothing. */
  @Post('unlock')
  @HttpCode(200)
  async unlock(
    @Param('token') token: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ unlocked: true }> {
    privateAnswer(reply);
    const checked = galleryToken(token);
    const { password } = unlockClientGalleryRequestSchema.parse(body ?? {});
    const verdict = await this.failures.charge(this.unlockBudget, checked, request.ip);
    if (!verdict.allowed) tooMany(reply, verdict.retryAfterSeconds, CLIENT_GALLERY_MESSAGES.tooManyWrongPasswords(verdict.retryAfterSeconds));
    let access: string;
    try {
      ({ access } = await this.rpc.call(unlockClientGalleryRpc, { token: checked, password }));
    } catch (error) {
      if (!(error instanceof RpcCallError && error.code === 'WRONG_PASSWORD')) await this.failures.refund(verdict.attempt);
      throw error;
    }
    await this.failures.refund(verdict.attempt);
    this.cookies.writeAccess(reply, checked, access);
    return { unlocked: true };
  }

  @Put('favourites/:photoId')
  async favourite(
    @Param('token') token: string,
    @Param('photoId') photoId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ favourites: string[] }> {
    privateAnswer(reply);
    const visit = await this.visit(galleryToken(token), request);
    const change = setGalleryFavouriteRequestSchema.parse(body ?? {});
    await this.limit(reply, this.favouriteRule, `${request.ip}:${visit.token}`);
    // Without the cookie this is a new visitor, kept by media until the gallery's cap.
    if (!this.cookies.visitorId(request)) await this.limit(reply, this.newVisitorRule, `${request.ip}:${visit.token}`);
    const visitorId = this.cookies.ensureVisitorId(request, reply);
    return this.rpc.call(setClientGalleryFavouriteRpc, { ...visit, visitorId, photoId: galleryPhotoId(photoId), change });
  }

  /** The file the gallery allows to download, as an attachment; 403 when downloads are off. */
  @Get('photos/:photoId/download')
  async download(@Param('token') token: string, @Param('photoId') photoId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const visit = await this.visit(galleryToken(token), request);
    const located = await this.rpc.call(resolveClientGalleryFileRpc, { ...visit, photoId: galleryPhotoId(photoId), purpose: 'download' });
    privateAnswer(reply);
    void reply.header('content-disposition', `attachment; filename="${located.fileName}"`);
    await sendStoredImage(this.storage, reply, { ...located, cacheControl: 'private, no-store' }, () => new NotFoundException('Photo not found.'));
  }

  @Get('photos/:photoId/:file')
  async file(
    @Param('token') token: string,
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const parsedFile = photoFileSchema.safeParse(file);
    if (!parsedFile.success || parsedFile.data === 'original') throw new NotFoundException('Photo not found.');
    const visit = await this.visit(galleryToken(token), request);
    const located = await this.rpc.call(resolveClientGalleryFileRpc, { ...visit, photoId: galleryPhotoId(photoId), purpose: 'view', file: parsedFile.data });
    privateAnswer(reply);
    // The browser may keep it for the visit; no shared cache ever does.
    await sendStoredImage(this.storage, reply, { ...located, cacheControl: 'private, max-age=3600' }, () => new NotFoundException('Photo not found.'));
  }

  private async limit(reply: FastifyReply, rule: RateLimitRule, subject: string): Promise<void> {
    const verdict = await this.limiter.consume(rule, subject);
    if (!verdict.allowed) tooMany(reply, verdict.retryAfterSeconds, CLIENT_GALLERY_MESSAGES.tooManyFavouriteChanges);
  }

  private async visit(token: string, request: FastifyRequest) {
    return { token, access: this.cookies.access(request, token), requesterId: (await this.sessions.currentUserId(request)) ?? null };
  }
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string): never {
  void reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
