import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  deletePhotoRpc,
  getOwnPhotoRpc,
  listPublicPhotoOwnersRpc,
  photoStatsRpc,
  resolvePhotoFileRpc,
  setPhotoFeaturedRpc,
  setPhotoPublicRpc,
  storageUsageRpc,
  updatePhotoRpc,
} from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { PhotosService } from './photos.service.js';

@Controller()
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @MessagePattern(getOwnPhotoRpc.pattern)
  getOwned(@Payload() payload: unknown) {
    const { userId, photoId } = parseRpcPayload(getOwnPhotoRpc, payload);
    return this.photos.getOwned(userId, photoId);
  }

  @MessagePattern(updatePhotoRpc.pattern)
  update(@Payload() payload: unknown) {
    const { userId, photoId, changes } = parseRpcPayload(updatePhotoRpc, payload);
    return this.photos.update(userId, photoId, changes);
  }

  @MessagePattern(setPhotoFeaturedRpc.pattern)
  setFeatured(@Payload() payload: unknown) {
    const { userId, photoId, featured } = parseRpcPayload(setPhotoFeaturedRpc, payload);
    return this.photos.setFlags(userId, photoId, { featured });
  }

  @MessagePattern(setPhotoPublicRpc.pattern)
  setPublic(@Payload() payload: unknown) {
    const { userId, photoId, isPublic } = parseRpcPayload(setPhotoPublicRpc, payload);
    return this.photos.setFlags(userId, photoId, { isPublic });
  }

  @MessagePattern(deletePhotoRpc.pattern)
  delete(@Payload() payload: unknown) {
    const { userId, photoId } = parseRpcPayload(deletePhotoRpc, payload);
    return this.photos.delete(userId, photoId);
  }

  @MessagePattern(listPublicPhotoOwnersRpc.pattern)
  publicOwners(@Payload() payload: unknown) {
    return this.photos.publicOwners(parseRpcPayload(listPublicPhotoOwnersRpc, payload).limit);
  }

  @MessagePattern(photoStatsRpc.pattern)
  stats(@Payload() payload: unknown) {
    return this.photos.stats(parseRpcPayload(photoStatsRpc, payload).userId);
  }

  @MessagePattern(storageUsageRpc.pattern)
  usage(@Payload() payload: unknown) {
    return this.photos.usage(parseRpcPayload(storageUsageRpc, payload).userId);
  }

  @MessagePattern(resolvePhotoFileRpc.pattern)
  resolveFile(@Payload() payload: unknown) {
    const { photoId, file, requesterId } = parseRpcPayload(resolvePhotoFileRpc, payload);
    return this.photos.resolveFile(photoId, file, requesterId);
  }
}
