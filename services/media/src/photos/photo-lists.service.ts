import { Injectable } from '@nestjs/common';
import {
  type MyPhotosPage,
  type PhotoPage,
  type PortfolioCategory,
  type ParsedRpcRequest,
  type listMyPhotosRpc,
  type listPublicPhotosRpc,
} from '@lumafolio/contracts';
import { PhotoRepository } from '@lumafolio/dal';
import { firstThenShuffled, shuffled } from './photo-view.js';
import { PhotoViews } from './photo-views.js';

type MyPhotosRequest = ParsedRpcRequest<typeof listMyPhotosRpc>;
type PublicPhotosRequest = ParsedRpcRequest<typeof listPublicPhotosRpc>;

/** The photo lists, a page at a time; totals come from counts, on the first page only. */
@Injectable()
export class PhotoListsService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly views: PhotoViews,
  ) {}

  async mine({ userId, filter, page }: MyPhotosRequest): Promise<MyPhotosPage> {
    const { docs, nextCursor, counts } = await this.photos.pageOfUser(userId, filter, page, { withCounts: page.cursor === null });
    return {
      items: await this.views.many(docs),
      nextCursor,
      total: counts?.total ?? null,
      counts: counts ? { public: counts.public, featured: counts.featured } : null,
    };
  }

  /** Visitors see public photos only; for "all" (featured only) the first stays first and the rest of each page is shuffled. */
  async publicPhotos({ page, ...filter }: PublicPhotosRequest): Promise<PhotoPage> {
    const { docs, nextCursor, total } = await this.photos.pagePublic(filter, page, { withTotal: page.cursor === null });
    const items = await this.views.many(docs, 'visitor');
    const shuffle = filter.featuredOnly && !filter.ownerId && !filter.featuredFirst;
    return {
      items: shuffle ? (page.cursor === null ? firstThenShuffled(items) : shuffled(items)) : items,
      nextCursor,
      total,
    };
  }

  publicCategories(ownerId: string): Promise<PortfolioCategory[]> {
    return this.photos.publicCategories(ownerId);
  }
}
