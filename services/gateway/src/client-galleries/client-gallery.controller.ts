import { Controller, HttpException, HttpStatus, Inject, NotFoundException, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  CLIENT_GALLERY_MESSAGES,
  clientGalleryTokenSchema,
  clientGalleryViewSchema,
  openClientGalleryRpc,
  photoFileSchema,
  photoIdSchema,
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
import { z } from 'zod';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { sendStoredImage } from '../http/stored-image.js';
import { attachmentDisposition } from '../http/attachment-disposition.js';
import { json } from '../openapi/api-route.js';
import { FailureBudget, type FailureBudgetRule } from '../security/failure-budget.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { SessionsService } from '../session/sessions.service.js';
import { CLIENT_GALLERIES_TAG as tag } from './client-galleries.controller.js';
import { GalleryCookies } from './gallery-cookies.js';
import { PrivateAnswers } from './client-gallery-visit.js';
import { GALLERY_FAVOURITE_RULE, GALLERY_NEW_VISITOR_RULE, GALLERY_UNLOCK_BUDGET } from './client-gallery-tokens.js';

/** The visitor's way in: the link's token, and a photo of it. */
export const tokenParams = z.object({ token: clientGalleryTokenSchema });
const photoParams = tokenParams.extend({ photoId: photoIdSchema });
/** A malformed token or photo id is answered as an unknown one. */
const PHOTO_NOT_FOUND = 'Photo not found.';
const notFoundWhenMalformed = { token: CLIENT_GALLERY_MESSAGES.notFound, photoId: PHOTO_NOT_FOUND, file: PHOTO_NOT_FOUND };
const visitorAnswers = 'Never indexed (X-Robots-Tag: noindex) nor cached by shared caches. An unknown link is a 404, an expired gallery a 410.';

const openGallery = defineHttpRoute({
  method: 'GET',
  path: '/api/client-gallery/:token',
  tag,
  summary: 'A client gallery by its link',
  description: `A password gallery is \`locked\` until its unlock cookie comes with the request (its owner never needs it). ${visitorAnswers}`,
  access: 'optional-session',
  params: tokenParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(clientGalleryViewSchema, 'The gallery, or only its name while locked.'),
  errors: [404, 410],
});

const unlockGallery = defineHttpRoute({
  method: 'POST',
  path: '/api/client-gallery/:token/unlock',
  tag,
  summary: 'Gives a client gallery’s password',
  description:
    'Right: sets the HttpOnly unlock cookie. Wrong: 401 with a message. Only wrong passwords count: a few per address and gallery, and a budget per gallery from every address together, past which the gallery’s password form waits longer after each wrong one (429 with Retry-After).',
  access: 'anonymous',
  params: tokenParams,
  notFoundWhenMalformed,
  body: { kind: 'json', schema: unlockClientGalleryRequestSchema },
  status: 200,
  answer: json(z.object({ unlocked: z.literal(true) }), 'Unlocked.'),
  errors: [401, 404, 410],
  rateLimited: true,
});

const markFavourite = defineHttpRoute({
  method: 'PUT',
  path: '/api/client-gallery/:token/favourites/:photoId',
  tag,
  summary: 'Marks or unmarks a favourite',
  description:
    'Kept per gallery and visitor (an HttpOnly visitor cookie), with the name the visitor gives. Changes and new visitors are limited per address and gallery; a gallery keeps the favourites of a bounded number of visitors (409 when full).',
  access: 'optional-session',
  params: photoParams,
  notFoundWhenMalformed,
  body: { kind: 'json', schema: setGalleryFavouriteRequestSchema },
  status: 200,
  answer: json(z.object({ favourites: z.array(photoIdSchema) }), "The visitor's favourites."),
  errors: [401, 404, 409, 410],
  rateLimited: true,
});

const downloadPhoto = defineHttpRoute({
  method: 'GET',
  path: '/api/client-gallery/:token/photos/:photoId/download',
  tag,
  summary: 'Downloads a gallery photo at the size the gallery allows',
  description: `403 when the gallery's downloads are off. ${visitorAnswers}`,
  access: 'optional-session',
  params: photoParams,
  notFoundWhenMalformed,
  status: 200,
  answer: { kind: 'file', description: 'The file, as an attachment.' },
  errors: [401, 403, 404, 410],
});

const photoFile = defineHttpRoute({
  method: 'GET',
  path: '/api/client-gallery/:token/photos/:photoId/:file',
  tag,
  summary: "A gallery photo's variant, to look at",
  description: `Private photos of the gallery too: only by its link. ${visitorAnswers}`,
  access: 'optional-session',
  params: photoParams.extend({ file: photoFileSchema }),
  notFoundWhenMalformed,
  status: 200,
  answer: { kind: 'image', contentTypes: ['image/webp', 'image/avif', 'image/jpeg'], description: 'The variant.' },
  errors: [401, 404, 410],
});

/**
 * A client gallery's visitors (ADR 42), by its unlisted link: the gallery, its password,
 * its photos' files and downloads, and favourites. Media decides every answer from the
 * token, the unlock cookie and the requester (its owner needs no password). Every answer,
 * a refusal of its inputs too, is private (PrivateAnswers).
 */
@Controller()
@UseInterceptors(PrivateAnswers)
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

  @HttpRoute(openGallery)
  async open(@RouteInput() { params }: RouteInput<typeof openGallery>, @Req() request: FastifyRequest): Promise<ClientGalleryView> {
    const visit = await this.visit(params.token, request);
    return this.rpc.call(openClientGalleryRpc, { ...visit, visitorId: this.cookies.visitorId(request) });
  }

  /** Wrong passwords are limited per IP and per gallery (see the module); right ones cost nothing. */
  @HttpRoute(unlockGallery)
  async unlock(
    @RouteInput() { params, body }: RouteInput<typeof unlockGallery>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ unlocked: true }> {
    const { token: checked } = params;
    const { password } = body;
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

  @HttpRoute(markFavourite)
  async favourite(
    @RouteInput() { params, body: change }: RouteInput<typeof markFavourite>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ favourites: string[] }> {
    const visit = await this.visit(params.token, request);
    await this.limit(reply, this.favouriteRule, `${request.ip}:${visit.token}`);
    // Without the cookie this is a new visitor, kept by media until the gallery's cap.
    if (!this.cookies.visitorId(request)) await this.limit(reply, this.newVisitorRule, `${request.ip}:${visit.token}`);
    const visitorId = this.cookies.ensureVisitorId(request, reply);
    return this.rpc.call(setClientGalleryFavouriteRpc, { ...visit, visitorId, photoId: params.photoId, change });
  }

  /** The file the gallery allows to download, as an attachment; 403 when downloads are off. */
  @HttpRoute(downloadPhoto)
  async download(@RouteInput() { params }: RouteInput<typeof downloadPhoto>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const visit = await this.visit(params.token, request);
    const located = await this.rpc.call(resolveClientGalleryFileRpc, { ...visit, photoId: params.photoId, purpose: 'download' });
    void reply.header('content-disposition', attachmentDisposition(located.fileName));
    await sendStoredImage(this.storage, reply, { ...located, cacheControl: 'private, no-store' }, () => new NotFoundException(PHOTO_NOT_FOUND));
  }

  @HttpRoute(photoFile)
  async file(@RouteInput() { params }: RouteInput<typeof photoFile>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // The photo file schema admits the original; it is not one of the variants to look at.
    if (params.file === 'original') throw new NotFoundException(PHOTO_NOT_FOUND);
    const visit = await this.visit(params.token, request);
    const located = await this.rpc.call(resolveClientGalleryFileRpc, { ...visit, photoId: params.photoId, purpose: 'view', file: params.file });
    // The browser may keep it for the visit; no shared cache ever does.
    await sendStoredImage(this.storage, reply, { ...located, cacheControl: 'private, max-age=3600' }, () => new NotFoundException(PHOTO_NOT_FOUND));
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
