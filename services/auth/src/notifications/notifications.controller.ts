import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { findUserIdByUsernameRpc, getUserEmailRpc, listAdminEmailsRpc, type RpcResponse } from '@lumafolio/contracts';
import { UserRepository } from '@lumafolio/dal';
import { parseRpcPayload } from '@lumafolio/server-common';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../tokens.js';
import { adminRecipients } from './admin-recipients.js';

/** Lookups for contact messages: who a portfolio belongs to, and where to notify them. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly users: UserRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  @MessagePattern(findUserIdByUsernameRpc.pattern)
  async findUserId(@Payload() payload: unknown): Promise<RpcResponse<typeof findUserIdByUsernameRpc>> {
    const user = await this.users.findByUsername(parseRpcPayload(findUserIdByUsernameRpc, payload).username);
    return { userId: user?.id ?? null };
  }

  @MessagePattern(getUserEmailRpc.pattern)
  async userEmail(@Payload() payload: unknown): Promise<RpcResponse<typeof getUserEmailRpc>> {
    const user = await this.users.findById(parseRpcPayload(getUserEmailRpc, payload).userId);
    return { email: user?.email ?? null };
  }

  @MessagePattern(listAdminEmailsRpc.pattern)
  async adminEmails(@Payload() payload: unknown): Promise<RpcResponse<typeof listAdminEmailsRpc>> {
    parseRpcPayload(listAdminEmailsRpc, payload);
    return { emails: adminRecipients(await this.users.listNewestFirst({ role: 'admin' }), this.config.ADMIN_EMAILS) };
  }
}
