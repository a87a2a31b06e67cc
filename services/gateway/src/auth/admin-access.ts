import { ForbiddenException, Injectable } from '@nestjs/common';
import { getUserRpc } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';

/**
 * Whether a user is an administrator, read fresh from the auth service on every check, so
 * a revoked admin loses access at once, not at their next sign-in.
 */
@Injectable()
export class AdminAccess {
  constructor(private readonly rpc: RpcClient) {}

  /** Resolves for an admin; a 403 with a plain message for anyone else. */
  async require(userId: string): Promise<void> {
    const user = await this.rpc.call(getUserRpc, { userId });
    if (user.role !== 'admin') throw new ForbiddenException('This area is for administrators only.');
  }
}
