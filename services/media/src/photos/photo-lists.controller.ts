import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { listMyPhotosRpc, listPublicCategoriesRpc, listPublicPhotosRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { PhotoListsService } from './photo-lists.service.js';

@Controller()
export class PhotoListsController {
  constructor(private readonly lists: PhotoListsService) {}

  @MessagePattern(listMyPhotosRpc.pattern)
  mine(@Payload() payload: unknown) {
    return this.lists.mine(parseRpcPayload(listMyPhotosRpc, payload));
  }

  @MessagePattern(listPublicPhotosRpc.pattern)
  publicPhotos(@Payload() payload: unknown) {
    return this.lists.publicPhotos(parseRpcPayload(listPublicPhotosRpc, payload));
  }

  @MessagePattern(listPublicCategoriesRpc.pattern)
  publicCategories(@Payload() payload: unknown) {
    return this.lists.publicCategories(parseRpcPayload(listPublicCategoriesRpc, payload).ownerId);
  }
}
