import { Controller } from '@nestjs/common';
import { deleteUserMediaRpc } from '@lumafolio/contracts';
import { PhotoSourceRepository } from '@lumafolio/dal';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { CategoriesService } from '../categories/categories.service.js';
import { ClientGalleriesService } from '../client-galleries/client-galleries.service.js';
import { HeroCopyService } from '../heroes/hero-copy.service.js';
import { PhotosService } from '../photos/photos.service.js';
import { WatermarksService } from '../watermarks/watermarks.service.js';

/** Account deletion removes everything the media service holds for the user. */
@Controller()
export class UserDataController {
  constructor(
    private readonly photos: PhotosService,
    private readonly categories: CategoriesService,
    private readonly heroCopies: HeroCopyService,
    private readonly sources: PhotoSourceRepository,
    private readonly clientGalleries: ClientGalleriesService,
    private readonly watermarks: WatermarksService,
  ) {}

  @RpcHandler(deleteUserMediaRpc)
  async deleteAll({ userId }: RpcPayload<typeof deleteUserMediaRpc>): Promise<{ photos: number; files: number }> {
    await this.categories.deleteAllOfUser(userId);
    await this.clientGalleries.deleteAllOfUser(userId);
    // Before the photos: their ids find the hero copies.
    const heroFiles = await this.heroCopies.deleteAllOfUser(userId);
    const removed = await this.photos.deleteAllOfUser(userId);
    // After the photos: a rerun of a deletion stopped halfway still finds every claim.
    await this.sources.deleteAllOfUser(userId);
    const watermarkFiles = await this.watermarks.deleteAllOfUser(userId);
    return { photos: removed.photos, files: removed.files + heroFiles + watermarkFiles };
  }
}
