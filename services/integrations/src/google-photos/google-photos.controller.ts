import { Controller } from '@nestjs/common';
import {
  createGooglePickerSessionRpc,
  deleteGooglePhotoSetRpc,
  disconnectGooglePhotosRpc,
  getGooglePhotoSetRpc,
  googlePhotoSetCoverRpc,
  googlePhotosCallbackRpc,
  googlePhotosConnectionRpc,
  googlePhotosConsentRpc,
  listGooglePhotoSetsRpc,
  renameGooglePhotoSetRpc,
  selectGooglePhotoSetsRpc,
  type RpcResponse,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { GoogleConnectionService } from './google-connection.service.js';
import { PhotoSetsService } from './photo-sets.service.js';

/** Google Photos: the connection and the album page's picked sets. */
@Controller()
export class GooglePhotosController {
  constructor(
    private readonly connection: GoogleConnectionService,
    private readonly sets: PhotoSetsService,
  ) {}

  @RpcHandler(googlePhotosConnectionRpc)
  status({ userId }: RpcPayload<typeof googlePhotosConnectionRpc>): Promise<RpcResponse<typeof googlePhotosConnectionRpc>> {
    return this.connection.status(userId);
  }

  @RpcHandler(googlePhotosConsentRpc)
  async consent({ userId, redirectUri }: RpcPayload<typeof googlePhotosConsentRpc>): Promise<RpcResponse<typeof googlePhotosConsentRpc>> {
    return { authorizeUrl: await this.connection.consentUrl(userId, redirectUri) };
  }

  @RpcHandler(googlePhotosCallbackRpc)
  callback(request: RpcPayload<typeof googlePhotosCallbackRpc>): Promise<RpcResponse<typeof googlePhotosCallbackRpc>> {
    return this.connection.callback(request);
  }

  @RpcHandler(disconnectGooglePhotosRpc)
  async disconnect({ userId }: RpcPayload<typeof disconnectGooglePhotosRpc>): Promise<RpcResponse<typeof disconnectGooglePhotosRpc>> {
    await this.connection.disconnect(userId);
    return { disconnected: true };
  }

  @RpcHandler(listGooglePhotoSetsRpc)
  async list({ userId }: RpcPayload<typeof listGooglePhotoSetsRpc>): Promise<RpcResponse<typeof listGooglePhotoSetsRpc>> {
    return { albums: await this.sets.list(userId) };
  }

  @RpcHandler(createGooglePickerSessionRpc)
  startPicking({ userId }: RpcPayload<typeof createGooglePickerSessionRpc>): Promise<RpcResponse<typeof createGooglePickerSessionRpc>> {
    return this.sets.startPicking(userId);
  }

  @RpcHandler(getGooglePhotoSetRpc)
  get({ userId, albumId }: RpcPayload<typeof getGooglePhotoSetRpc>): Promise<RpcResponse<typeof getGooglePhotoSetRpc>> {
    return this.sets.get(userId, albumId);
  }

  @RpcHandler(renameGooglePhotoSetRpc)
  rename({ userId, albumId, change }: RpcPayload<typeof renameGooglePhotoSetRpc>): Promise<RpcResponse<typeof renameGooglePhotoSetRpc>> {
    return this.sets.rename(userId, albumId, change.title);
  }

  @RpcHandler(deleteGooglePhotoSetRpc)
  async remove({ userId, albumId }: RpcPayload<typeof deleteGooglePhotoSetRpc>): Promise<RpcResponse<typeof deleteGooglePhotoSetRpc>> {
    await this.sets.remove(userId, albumId);
    return { deleted: true };
  }

  @RpcHandler(selectGooglePhotoSetsRpc)
  select({ userId, selection }: RpcPayload<typeof selectGooglePhotoSetsRpc>): Promise<RpcResponse<typeof selectGooglePhotoSetsRpc>> {
    return this.sets.select(userId, selection.albumIds);
  }

  @RpcHandler(googlePhotoSetCoverRpc)
  async cover({ userId, albumId }: RpcPayload<typeof googlePhotoSetCoverRpc>): Promise<RpcResponse<typeof googlePhotoSetCoverRpc>> {
    return { key: await this.sets.coverOf(userId, albumId), contentType: 'image/jpeg' };
  }
}
