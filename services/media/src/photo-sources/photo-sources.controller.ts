import { Controller } from '@nestjs/common';
import { findPhotoSourcesRpc, type RpcResponse } from '@lumafolio/contracts';
import { PhotoRepository, PhotoSourceRepository } from '@lumafolio/dal';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';

/** Which imported items already are photos, so an importer skips their download. */
@Controller()
export class PhotoSourcesController {
  constructor(
    private readonly sources: PhotoSourceRepository,
    private readonly photos: PhotoRepository,
  ) {}

  /** A claim whose photo is gone (deleted, or never written) does not count: that item can be imported again. */
  @RpcHandler(findPhotoSourcesRpc)
  async find({ userId, provider, ids }: RpcPayload<typeof findPhotoSourcesRpc>): Promise<RpcResponse<typeof findPhotoSourcesRpc>> {
    const claims = await this.sources.findMany(userId, provider, [...new Set(ids)]);
    const live = new Set(
      await this.photos.ownedIds(
        userId,
        claims.map((claim) => claim.photoId),
      ),
    );
    return { found: claims.filter((claim) => live.has(claim.photoId)).map((claim) => ({ id: claim.sourceId, photoId: claim.photoId })) };
  }
}
