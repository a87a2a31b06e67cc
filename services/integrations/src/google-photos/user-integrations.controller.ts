import { Controller } from '@nestjs/common';
import { deleteUserIntegrationsRpc, type RpcResponse } from '@lumafolio/contracts';
import { GooglePhotoSetItemRepository, GooglePhotoSetRepository } from '@lumafolio/dal';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { GoogleConnectionService } from './google-connection.service.js';
import { SetCovers } from './set-covers.js';

/** Account deletion: the Google grant is revoked, then the sets, their items and covers go. */
@Controller()
export class UserIntegrationsController {
  constructor(
    private readonly connection: GoogleConnectionService,
    private readonly sets: GooglePhotoSetRepository,
    private readonly items: GooglePhotoSetItemRepository,
    private readonly covers: SetCovers,
  ) {}

  @RpcHandler(deleteUserIntegrationsRpc)
  async deleteUserData({ userId }: RpcPayload<typeof deleteUserIntegrationsRpc>): Promise<RpcResponse<typeof deleteUserIntegrationsRpc>> {
    await this.connection.disconnect(userId);
    await this.covers.remove(await this.sets.removeAllOf(userId));
    await this.items.removeAllOf(userId);
    return { deleted: true };
  }
}
