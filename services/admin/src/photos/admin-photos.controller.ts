import { Controller } from '@nestjs/common';
import { adminPhotoThumbnailFileRpc, completeBulkUploadRpc, listAdminPhotosRpc, setAdminPhotoFeaturedRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AdminPhotosService } from './admin-photos.service.js';

@Controller()
export class AdminPhotosController {
  constructor(private readonly photos: AdminPhotosService) {}

  @RpcHandler(listAdminPhotosRpc)
  list(page: RpcPayload<typeof listAdminPhotosRpc>) {
    return this.photos.list(page);
  }

  @RpcHandler(setAdminPhotoFeaturedRpc)
  setFeatured({ actorId, photoId, featured }: RpcPayload<typeof setAdminPhotoFeaturedRpc>) {
    return this.photos.setFeatured(actorId, photoId, featured);
  }

  @RpcHandler(completeBulkUploadRpc)
  bulkUploaded({ actorId, photoId, featured, fileName }: RpcPayload<typeof completeBulkUploadRpc>) {
    return this.photos.bulkUploaded(actorId, photoId, featured, fileName);
  }

  @RpcHandler(adminPhotoThumbnailFileRpc)
  thumbnail({ photoId }: RpcPayload<typeof adminPhotoThumbnailFileRpc>) {
    return this.photos.thumbnail(photoId);
  }
}
