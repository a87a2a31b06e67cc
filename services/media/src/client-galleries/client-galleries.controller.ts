import { Controller } from '@nestjs/common';
import {
  clientGalleryFavouritesRpc,
  createClientGalleryRpc,
  deleteClientGalleryRpc,
  listClientGalleriesRpc,
  openClientGalleryRpc,
  resolveClientGalleryFileRpc,
  setClientGalleryFavouriteRpc,
  unlockClientGalleryRpc,
  updateClientGalleryRpc,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { ClientGalleriesService } from './client-galleries.service.js';
import { ClientGalleryVisitsService } from './client-gallery-visits.service.js';

@Controller()
export class ClientGalleriesController {
  constructor(
    private readonly galleries: ClientGalleriesService,
    private readonly visits: ClientGalleryVisitsService,
  ) {}

  @RpcHandler(listClientGalleriesRpc)
  list({ userId }: RpcPayload<typeof listClientGalleriesRpc>) {
    return this.galleries.list(userId);
  }

  @RpcHandler(createClientGalleryRpc)
  create({ userId, gallery }: RpcPayload<typeof createClientGalleryRpc>) {
    return this.galleries.create(userId, gallery);
  }

  @RpcHandler(updateClientGalleryRpc)
  update({ userId, id, change }: RpcPayload<typeof updateClientGalleryRpc>) {
    return this.galleries.update(userId, id, change);
  }

  @RpcHandler(deleteClientGalleryRpc)
  remove({ userId, id }: RpcPayload<typeof deleteClientGalleryRpc>) {
    return this.galleries.remove(userId, id);
  }

  @RpcHandler(clientGalleryFavouritesRpc)
  favourites({ userId, id }: RpcPayload<typeof clientGalleryFavouritesRpc>) {
    return this.galleries.favouritesOf(userId, id);
  }

  @RpcHandler(openClientGalleryRpc)
  open({ visitorId, ...visit }: RpcPayload<typeof openClientGalleryRpc>) {
    return this.visits.open(visit, visitorId);
  }

  @RpcHandler(unlockClientGalleryRpc)
  unlock({ token, password }: RpcPayload<typeof unlockClientGalleryRpc>) {
    return this.visits.unlock(token, password);
  }

  @RpcHandler(resolveClientGalleryFileRpc)
  file(request: RpcPayload<typeof resolveClientGalleryFileRpc>) {
    const { token, access, requesterId, photoId } = request;
    return this.visits.file(
      { token, access, requesterId },
      photoId,
      request.purpose === 'view' ? { purpose: 'view', file: request.file } : { purpose: 'download' },
    );
  }

  @RpcHandler(setClientGalleryFavouriteRpc)
  favourite({ token, access, requesterId, visitorId, photoId, change }: RpcPayload<typeof setClientGalleryFavouriteRpc>) {
    return this.visits.setFavourite({ token, access, requesterId }, visitorId, photoId, change);
  }
}
