import { Injectable } from '@nestjs/common';
import {
  deleteContactMessageRpc,
  getEmailLogEntryRpc,
  pageContactMessagesRpc,
  pageEmailLogRpc,
  type AdminEmailPage,
  type AdminMessagePage,
  type EmailLogEntry,
  type PageRequest,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminAuditLog } from '../audit/admin-audit-log.js';
import { maskLinkSecrets, sanitizeEmailHtml } from './email-html.js';

/** The Messages tab: portfolio owns the contact messages, integrations the e-mail log. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AdminAuditLog,
  ) {}

  messages(page: Required<PageRequest>): Promise<AdminMessagePage> {
    return this.rpc.call(pageContactMessagesRpc, page);
  }

  async deleteMessage(actorId: string, id: string): Promise<{ success: true }> {
    const message = await this.rpc.call(deleteContactMessageRpc, { id });
    // The visitor's address stays out of the log: it outlives the message.
    await this.audit.record(actorId, 'message.delete', { kind: 'message', id, label: message.subject.slice(0, 300) }, 'contact message deleted');
    return { success: true };
  }

  emails(page: Required<PageRequest>): Promise<AdminEmailPage> {
    return this.rpc.call(pageEmailLogRpc, page);
  }

  async email(id: string): Promise<EmailLogEntry> {
    const entry = await this.rpc.call(getEmailLogEntryRpc, { id });
    return { ...entry, html: maskLinkSecrets(sanitizeEmailHtml(entry.html)) };
  }
}
