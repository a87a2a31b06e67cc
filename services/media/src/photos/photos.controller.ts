import { Controller } from '@nestjs/common';
import {
  bulkUpdatePhotosRpc,
  deletePhotoRpc,
  getOwnPhotoRpc,
  listPublicPhotoOwnersRpc,
  movePhotoRpc,
  photoArchiveEntriesRpc,
  photoDownloadRpc,
  photoStatsRpc,
  resolvePhotoFileRpc,
  setPhotoFeaturedRpc,
  setPhotoPublicRpc,
  storageUsageRpc,
  updatePhotoRpc,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { BulkPhotosService } from './bulk-photos.service.js';
import { PhotoArchivesService } from './photo-archives.service.js';
import { PhotoDownloadsService } from './photo-downloads.service.js';
import { PhotosService } from './photos.service.js';

@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly bulk: BulkPhotosService,
    private readonly archives: PhotoArchivesService,
    private readonly downloads: PhotoDownloadsService,
  ) {}

  @RpcHandler(bulkUpdatePhotosRpc)
  bulkUpdate({ userId, selection, action }: RpcPayload<typeof bulkUpdatePhotosRpc>) {
    return this.bulk.apply(userId, selection, action);
  }

  @RpcHandler(photoArchiveEntriesRpc)
  archiveEntries({ userId, selection }: RpcPayload<typeof photoArchiveEntriesRpc>) {
    return this.archives.entries(userId, selection);
  }

  @RpcHandler(photoDownloadRpc)
  download({ userId, photoId, choice }: RpcPayload<typeof photoDownloadRpc>) {
    return this.downloads.file(userId, photoId, choice);
  }

  @RpcHandler(getOwnPhotoRpc)
  getOwned({ userId, photoId }: RpcPayload<typeof getOwnPhotoRpc>) {
    return this.photos.getOwned(userId, photoId);
  }

  @RpcHandler(updatePhotoRpc)
  update({ userId, photoId, changes }: RpcPayload<typeof updatePhotoRpc>) {
    return this.photos.update(userId, photoId, changes);
  }

  @RpcHandler(setPhotoFeaturedRpc)
  setFeatured({ userId, photoId, featured }: RpcPayload<typeof setPhotoFeaturedRpc>) {
    return this.photos.setFlags(userId, photoId, { featured });
  }

  @RpcHandler(setPhotoPublicRpc)
  setPublic({ userId, photoId, isPublic }: RpcPayload<typeof setPhotoPublicRpc>) {
    return this.photos.setFlags(userId, photoId, { isPublic });
  }

  @RpcHandler(movePhotoRpc)
  move({ userId, photoId, placement, anchorId }: RpcPayload<typeof movePhotoRpc>) {
    return this.photos.move(userId, photoId, placement, anchorId);
  }

  @RpcHandler(deletePhotoRpc)
  delete({ userId, photoId }: RpcPayload<typeof deletePhotoRpc>) {
    return this.photos.delete(userId, photoId);
  }

  @RpcHandler(listPublicPhotoOwnersRpc)
  publicOwners({ limit }: RpcPayload<typeof listPublicPhotoOwnersRpc>) {
    return this.photos.publicOwners(limit);
  }

  @RpcHandler(photoStatsRpc)
  stats({ userId }: RpcPayload<typeof photoStatsRpc>) {
    return this.photos.stats(userId);
  }

  @RpcHandler(storageUsageRpc)
  usage({ userId }: RpcPayload<typeof storageUsageRpc>) {
    return this.photos.usage(userId);
  }

  @RpcHandler(resolvePhotoFileRpc)
  resolveFile({ photoId, file, requesterId }: RpcPayload<typeof resolvePhotoFileRpc>) {
    return this.photos.resolveFile(photoId, file, requesterId);
  }
}
