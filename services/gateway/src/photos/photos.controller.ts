import { Controller, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  movePhotoRequestSchema,
  movePhotoRpc,
  deletePhotoRpc,
  forgetHeroPhotoRpc,
  getOwnPhotoRpc,
  listMyPhotosRpc,
  listPublicPhotosRpc,
  photoIdSchema,
  homePhotosQuerySchema,
  myPhotosQuerySchema,
  toPageRequest,
  type MyPhotosPage,
  type PhotoPage,
  setFeaturedRequestSchema,
  setPhotoFeaturedRpc,
  setPhotoPublicRpc,
  setPublicRequestSchema,
  updatePhotoRequestSchema,
  updatePhotoRpc,
  type Photo,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { empty, json } from '../openapi/api-route.js';
import { SessionsService } from '../session/sessions.service.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

const photoParams = z.object({ id: photoIdSchema });

const homeGallery = defineHttpRoute({
  method: 'GET',
  path: '/api/photos',
  tag,
  summary: 'The home gallery: featured photos, or one category',
  description: "Signed out, everyone's featured public photos (or one category's); signed in, one's own public photos, featured first.",
  access: 'optional-session',
  query: homePhotosQuerySchema,
  status: 200,
  answer: json(listPublicPhotosRpc.response, 'A page of photos.'),
  revalidated: true,
});

const myPhotos = defineHttpRoute({
  method: 'GET',
  path: '/api/user/photos',
  tag,
  summary: 'My Photos, a page at a time',
  access: 'session',
  query: myPhotosQuerySchema,
  status: 200,
  answer: json(listMyPhotosRpc.response, 'A page of the user’s photos.'),
});

const myPhoto = defineHttpRoute({
  method: 'GET',
  path: '/api/user/photos/:id',
  tag,
  summary: 'One of my photos',
  description: 'Anyone else’s photo is a 404. A resumable upload whose last answer was lost names its photo on `HEAD` (`Upload-Photo-Id`); this reads it.',
  access: 'session',
  params: photoParams,
  status: 200,
  answer: json(getOwnPhotoRpc.response, 'The photo.'),
});

const editPhoto = defineHttpRoute({
  method: 'PATCH',
  path: '/api/user/photos/:id',
  tag,
  summary: 'Edit a photo',
  access: 'session',
  params: photoParams,
  body: { kind: 'json', schema: updatePhotoRequestSchema },
  status: 200,
  answer: json(updatePhotoRpc.response, 'The photo as changed.'),
});

const deletePhoto = defineHttpRoute({
  method: 'DELETE',
  path: '/api/user/photos/:id',
  tag,
  summary: 'Delete a photo',
  access: 'session',
  params: photoParams,
  status: 204,
  answer: empty('Deleted, with its files.'),
});

const featurePhoto = defineHttpRoute({
  method: 'POST',
  path: '/api/user/photos/:id/featured',
  tag,
  summary: 'Feature or unfeature a photo',
  access: 'session',
  params: photoParams,
  body: { kind: 'json', schema: setFeaturedRequestSchema },
  status: 200,
  answer: json(setPhotoFeaturedRpc.response, 'The photo as changed.'),
});

const movePhoto = defineHttpRoute({
  method: 'POST',
  path: '/api/user/photos/:id/move',
  tag,
  summary: "Move a photo right before or after another in one's portfolio order",
  access: 'session',
  params: photoParams,
  body: { kind: 'json', schema: movePhotoRequestSchema },
  status: 200,
  answer: json(movePhotoRpc.response, 'The photo as moved.'),
});

const publishPhoto = defineHttpRoute({
  method: 'POST',
  path: '/api/user/photos/:id/public',
  tag,
  summary: 'Make a photo public or private',
  access: 'session',
  params: photoParams,
  body: { kind: 'json', schema: setPublicRequestSchema },
  status: 200,
  answer: json(setPhotoPublicRpc.response, 'The photo as changed.'),
});

/** The signed-in user's photos (spec 01 §7); ownership is checked by the media service. */
@Controller()
export class PhotosController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
    private readonly answers: VisitorAnswers,
  ) {}

  /**
   * Visitors: a page of public photos, for "all" only featured ones (first stays first, the
   * rest shuffled). A signed-in user sees their own public photos, featured first.
   */
  @HttpRoute(homeGallery)
  async gallery(@RouteInput() { query }: RouteInput<typeof homeGallery>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { featured, category, ...paging } = query;
    const page = toPageRequest(paging);
    // The answer depends on who asks: shared caches must key it by the session cookie.
    void reply.header('vary', 'cookie');
    const userId = await this.sessions.currentUserId(request);
    if (userId) {
      const own: PhotoPage = await this.rpc.call(listPublicPhotosRpc, { ownerId: userId, featuredFirst: true, page, ...(category ? { category } : {}) });
      void reply.header('cache-control', 'private, no-cache').send(own);
      return;
    }
    const featuredOnly = featured === 'true' || !category;
    const visitorPage = { featuredOnly, page, ...(category ? { category } : {}) };
    const list = `home-photos:${featuredOnly ? 'featured' : category}:${category ?? ''}:${page.limit}`;
    const key = await this.answers.pageKey(list, page.cursor);
    await this.answers.json(request, reply, key, async () => ({
      scope: 'home',
      body: async () => {
        const answer = await this.rpc.call(listPublicPhotosRpc, visitorPage);
        await this.answers.issue(list, answer.nextCursor);
        return answer;
      },
      // A category nobody uses would otherwise take an entry per spelling.
      cacheable: (answer: PhotoPage) => !category || answer.items.length > 0,
    }));
  }

  /** My Photos, a page at a time: category, visibility and search are applied here, not in the browser. */
  @HttpRoute(myPhotos)
  mine(@CurrentUserId() userId: string, @RouteInput() { query }: RouteInput<typeof myPhotos>): Promise<MyPhotosPage> {
    const { category, visibility, q, ...paging } = query;
    return this.rpc.call(listMyPhotosRpc, {
      userId,
      filter: { ...(category ? { category } : {}), ...(visibility ? { visibility } : {}), ...(q ? { search: q } : {}) },
      page: toPageRequest(paging),
    });
  }

  /** One of the user's own photos (anyone else's is a 404): e.g. the photo a resumable upload became. */
  @HttpRoute(myPhoto)
  one(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof myPhoto>): Promise<Photo> {
    return this.rpc.call(getOwnPhotoRpc, { userId, photoId: params.id });
  }

  @HttpRoute(editPhoto)
  @UseInterceptors(RefreshesOwnPortfolio)
  update(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof editPhoto>): Promise<Photo> {
    return this.rpc.call(updatePhotoRpc, { userId, photoId: params.id, changes: body });
  }

  @HttpRoute(deletePhoto)
  @UseInterceptors(RefreshesOwnPortfolio)
  async remove(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof deletePhoto>): Promise<void> {
    // The banner first: a photo that is gone must not stay public as its owner's hero.
    await this.rpc.call(forgetHeroPhotoRpc, { userId, photoId: params.id });
    await this.rpc.call(deletePhotoRpc, { userId, photoId: params.id });
  }

  @HttpRoute(featurePhoto)
  @UseInterceptors(RefreshesOwnPortfolio)
  feature(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof featurePhoto>): Promise<Photo> {
    return this.rpc.call(setPhotoFeaturedRpc, { userId, photoId: params.id, featured: body.featured });
  }

  @HttpRoute(movePhoto)
  @UseInterceptors(RefreshesOwnPortfolio)
  move(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof movePhoto>): Promise<Photo> {
    return this.rpc.call(movePhotoRpc, { userId, photoId: params.id, placement: body.placement, anchorId: body.photoId });
  }

  @HttpRoute(publishPhoto)
  @UseInterceptors(RefreshesOwnPortfolio)
  publish(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof publishPhoto>): Promise<Photo> {
    return this.rpc.call(setPhotoPublicRpc, { userId, photoId: params.id, isPublic: body.isPublic });
  }
}
