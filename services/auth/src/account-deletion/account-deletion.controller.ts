import { Controller } from '@nestjs/common';
import { deleteAccountRpc, getAccountDeletionRpc, purgeAccountRpc, recordAccountDeletionFailureRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AccountDeletionService } from './account-deletion.service.js';

@Controller()
export class AccountDeletionController {
  constructor(private readonly deletions: AccountDeletionService) {}

  @RpcHandler(deleteAccountRpc)
  request({ userId, confirmUsername }: RpcPayload<typeof deleteAccountRpc>) {
    return this.deletions.request(userId, confirmUsername);
  }

  @RpcHandler(getAccountDeletionRpc)
  get({ userId }: RpcPayload<typeof getAccountDeletionRpc>) {
    return this.deletions.deletionOf(userId);
  }

  @RpcHandler(recordAccountDeletionFailureRpc)
  recordFailure({ userId, step, error, remaining }: RpcPayload<typeof recordAccountDeletionFailureRpc>) {
    return this.deletions.recordFailure(userId, step, error, remaining);
  }

  @RpcHandler(purgeAccountRpc)
  purge({ userId }: RpcPayload<typeof purgeAccountRpc>) {
    return this.deletions.purge(userId);
  }
}
