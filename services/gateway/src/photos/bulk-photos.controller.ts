import { Controller, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  BULK_PHOTOS_MAX,
  CLIENT_GALLERY_PHOTOS_MAX,
  bulkPhotoRequestSchema,
  bulkUpdatePhotosRpc,
  CUSTOM_HERO_PREFIX,
  isCustomHeroId,
  forgetHeroPhotoRpc,
  getHeroSelectionRpc,
  getOwnPhotoRpc,
  type BulkPhotoResult,
  type BulkPhotoSelection,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

/**
 * A bulk action writes its photos 250 at a time; FerretDB 1.24 takes about 2 s for a thousand
 * (docs/performance.md), well over the default RPC wait.
 */
const BULK_RPC_BUDGET_MS = 60_000;

const bulkUpdate = defineHttpRoute({
  method: 'POST',
  path: '/api/user/photos/bulk',
  tag,
  summary: 'One action on many of my photos',
  description: `Makes the selected photos public or private, features or unfeatures them, sets their category, adds them to one of one's client galleries, or deletes them, in one request. The selection is photos picked by id, or every photo matching My Photos' filters (less the ones unticked); at most ${BULK_PHOTOS_MAX} photos, else 422 and nothing changes. Ids of photos that are not one's own change nothing and are counted as not found. Photos added to a gallery go at its end, those it holds already stay where they are; a gallery that would hold more than ${CLIENT_GALLERY_PHOTOS_MAX} photos gets none (422), one that is not one's own is a 404. Deleted photos leave every list and count at once (a custom banner made from one goes too); their files are removed in the background.`,
  access: 'session',
  rateLimited: true,
  body: { kind: 'json', schema: bulkPhotoRequestSchema },
  status: 200,
  answer: json(bulkUpdatePhotosRpc.response, 'How many photos were selected, changed and not found.'),
  errors: [404, 422],
});

/** Bulk actions in My Photos (ADR 60): ownership is checked by the media service, photo by photo. */
@Controller()
export class BulkPhotosController {
  constructor(private readonly rpc: RpcClient) {}

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-bulk')
  @HttpRoute(bulkUpdate)
  @UseInterceptors(RefreshesOwnPortfolio)
  update(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof bulkUpdate>): Promise<BulkPhotoResult> {
    if (body.action.kind === 'delete') return this.delete(userId, body.selection);
    return this.rpc.call(bulkUpdatePhotosRpc, { userId, selection: body.selection, action: body.action }, BULK_RPC_BUDGET_MS);
  }

  /**
   * As deleting one photo: a custom banner made from a deleted photo goes too, and the default
   * one shows. Picked by id, it goes first (a photo that is gone must not stay public as its
   * owner's banner); matched by filters, whether it was among them is known once they are gone.
   */
  private async delete(userId: string, selection: BulkPhotoSelection): Promise<BulkPhotoResult> {
    const heroPhotoId = await this.customHeroPhoto(userId);
    const picked = heroPhotoId !== null && selection.kind === 'photos' && selection.photoIds.includes(heroPhotoId);
    if (picked) await this.rpc.call(forgetHeroPhotoRpc, { userId, photoId: heroPhotoId });
    const result = await this.rpc.call(bulkUpdatePhotosRpc, { userId, selection, action: { kind: 'delete' } }, BULK_RPC_BUDGET_MS);
    const maybeMatched = heroPhotoId !== null && selection.kind === 'matching' && !selection.except.includes(heroPhotoId) && result.changed > 0;
    if (maybeMatched && !(await this.exists(userId, heroPhotoId))) await this.rpc.call(forgetHeroPhotoRpc, { userId, photoId: heroPhotoId });
    return result;
  }

  /** The photo the user's custom banner was made from, if they have one. */
  private async customHeroPhoto(userId: string): Promise<string | null> {
    const hero = await this.rpc.call(getHeroSelectionRpc, { userId });
    return hero.source === 'custom' && hero.id !== null && isCustomHeroId(hero.id) ? hero.id.slice(CUSTOM_HERO_PREFIX.length) : null;
  }

  private async exists(userId: string, photoId: string): Promise<boolean> {
    try {
      await this.rpc.call(getOwnPhotoRpc, { userId, photoId });
      return true;
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) return false;
      throw error;
    }
  }
}
