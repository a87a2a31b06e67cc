import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
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
  photoStatsRpc,
  homePhotosQuerySchema,
  myPhotosQuerySchema,
  toPageRequest,
  type MyPhotosPage,
  type PhotoPage,
  setFeaturedRequestSchema,
  setPhotoFeaturedRpc,
  setPhotoPublicRpc,
  setPublicRequestSchema,
  storageUsageRpc,
  updatePhotoRequestSchema,
  updatePhotoRpc,
  type Photo,
  type PhotoStats,
  type StorageUsage,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { SessionsService } from '../session/sessions.service.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

/** The signed-in user's photos (spec 01 §7); ownership is checked by the media service. */
@Controller('api')
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
  @Get('photos')
  async gallery(@Query() query: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { featured, category, ...paging } = homePhotosQuerySchema.parse(query ?? {});
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
  @Get('user/photos')
  @UseGuards(SessionGuard)
  mine(@CurrentUserId() userId: string, @Query() query: unknown): Promise<MyPhotosPage> {
    const { category, visibility, q, ...paging } = myPhotosQuerySchema.parse(query ?? {});
    return this.rpc.call(listMyPhotosRpc, {
      userId,
      filter: { ...(category ? { category } : {}), ...(visibility ? { visibility } : {}), ...(q ? { search: q } : {}) },
      page: toPageRequest(paging),
    });
  }

  /** One of the user's own photos (anyone else's is a 404): e.g. the photo a resumable upload became. */
  @Get('user/photos/:id')
  @UseGuards(SessionGuard)
  one(@CurrentUserId() userId: string, @Param('id') id: string): Promise<Photo> {
    return this.rpc.call(getOwnPhotoRpc, { userId, photoId: photoIdSchema.parse(id) });
  }

  @Patch('user/photos/:id')
  @UseInterceptors(RefreshesOwnPortfolio)
  @UseGuards(SessionGuard)
  update(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Photo> {
    return this.rpc.call(updatePhotoRpc, { userId, photoId: photoIdSchema.parse(id), changes: updatePhotoRequestSchema.parse(body ?? {}) });
  }

  @Delete('user/photos/:id')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(204)
  @UseGuards(SessionGuard)
  async remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    const photoId = photoIdSchema.parse(id);
    // The banner first: a photo that is gone must not stay public as its owner's hero.
    await this.rpc.call(forgetHeroPhotoRpc, { userId, photoId });
    await this.rpc.call(deletePhotoRpc, { userId, photoId });
  }

  @Post('user/photos/:id/featured')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  feature(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Photo> {
    const { featured } = setFeaturedRequestSchema.parse(body ?? {});
    return this.rpc.call(setPhotoFeaturedRpc, { userId, photoId: photoIdSchema.parse(id), featured });
  }

  @Post('user/photos/:id/move')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  move(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Photo> {
    const { placement, photoId: anchorId } = movePhotoRequestSchema.parse(body ?? {});
    return this.rpc.call(movePhotoRpc, { userId, photoId: photoIdSchema.parse(id), placement, anchorId });
  }

  @Post('user/photos/:id/public')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  publish(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Photo> {
    const { isPublic } = setPublicRequestSchema.parse(body ?? {});
    return this.rpc.call(setPhotoPublicRpc, { userId, photoId: photoIdSchema.parse(id), isPublic });
  }

  @Get('photos/stats')
  @UseGuards(SessionGuard)
  stats(@CurrentUserId() userId: string): Promise<PhotoStats> {
    return this.rpc.call(photoStatsRpc, { userId });
  }

  @Get('user/storage-usage')
  @UseGuards(SessionGuard)
  usage(@CurrentUserId() userId: string): Promise<StorageUsage> {
    return this.rpc.call(storageUsageRpc, { userId });
  }
}
