import { Controller } from '@nestjs/common';
import { adminPhotoThumbnailRpc, adminSetPhotoFlagsRpc, listAllPhotosRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AdminPhotosService } from './admin-photos.service.js';

@Controller()
export class AdminPhotosController {
  constructor(private readonly photos: AdminPhotosService) {}

  @RpcHandler(listAllPhotosRpc)
  list({ page }: RpcPayload<typeof listAllPhotosRpc>) {
    return this.photos.list(page);
  }

  @RpcHandler(adminSetPhotoFlagsRpc)
  setFlags({ photoId, featured, isPublic }: RpcPayload<typeof adminSetPhotoFlagsRpc>) {
    return this.photos.setFlags(photoId, { featured, isPublic });
  }

  @RpcHandler(adminPhotoThumbnailRpc)
  thumbnail({ photoId }: RpcPayload<typeof adminPhotoThumbnailRpc>) {
    return this.photos.thumbnail(photoId);
  }
}
