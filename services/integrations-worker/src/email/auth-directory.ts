import { getUserEmailRpc, listAdminEmailsRpc } from '@lumafolio/contracts';
import type { RpcClient } from '@lumafolio/server-common';
import type { RecipientDirectory } from './recipients.js';

/** Recipient addresses from the auth service's internal RPCs. */
export class AuthDirectory implements RecipientDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async userEmail(userId: string): Promise<string | null> {
    return (await this.rpc.call(getUserEmailRpc, { userId })).email;
  }

  async adminEmails(): Promise<string[]> {
    return (await this.rpc.call(listAdminEmailsRpc, {})).emails;
  }
}
