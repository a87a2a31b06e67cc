import { Controller } from '@nestjs/common';
import { listMyPhotosRpc, listPublicCategoriesRpc, listPublicPhotosRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { PhotoListsService } from './photo-lists.service.js';

@Controller()
export class PhotoListsController {
  constructor(private readonly lists: PhotoListsService) {}

  @RpcHandler(listMyPhotosRpc)
  mine(payload: RpcPayload<typeof listMyPhotosRpc>) {
    return this.lists.mine(payload);
  }

  @RpcHandler(listPublicPhotosRpc)
  publicPhotos(payload: RpcPayload<typeof listPublicPhotosRpc>) {
    return this.lists.publicPhotos(payload);
  }

  @RpcHandler(listPublicCategoriesRpc)
  publicCategories({ ownerId }: RpcPayload<typeof listPublicCategoriesRpc>) {
    return this.lists.publicCategories(ownerId);
  }
}
