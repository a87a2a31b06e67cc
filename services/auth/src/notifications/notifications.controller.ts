import { Controller } from '@nestjs/common';
import { findUserIdByUsernameRpc, getUserEmailRpc, listAdminEmailsRpc, type RpcResponse } from '@lumafolio/contracts';
import { UserRepository } from '@lumafolio/dal';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AuthConfig } from '../config.js';
import { adminRecipients } from './admin-recipients.js';

/** Lookups for contact messages: who a portfolio belongs to, and where to notify them. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly users: UserRepository,
    private readonly config: AuthConfig,
  ) {}

  @RpcHandler(findUserIdByUsernameRpc)
  async findUserId({ username }: RpcPayload<typeof findUserIdByUsernameRpc>): Promise<RpcResponse<typeof findUserIdByUsernameRpc>> {
    const user = await this.users.findByUsername(username);
    return { userId: user?.id ?? null };
  }

  @RpcHandler(getUserEmailRpc)
  async userEmail({ userId }: RpcPayload<typeof getUserEmailRpc>): Promise<RpcResponse<typeof getUserEmailRpc>> {
    const user = await this.users.findById(userId);
    return { email: user?.email ?? null };
  }

  @RpcHandler(listAdminEmailsRpc)
  async adminEmails(): Promise<RpcResponse<typeof listAdminEmailsRpc>> {
    return { emails: adminRecipients(await this.users.listNewestFirst({ role: 'admin' }), this.config.ADMIN_EMAILS) };
  }
}
