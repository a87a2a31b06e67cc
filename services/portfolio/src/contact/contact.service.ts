import { Injectable } from '@nestjs/common';
import { findUserIdByUsernameRpc, type ContactMessage, type ContactSubmission, type Page } from '@lumafolio/contracts';
import { ContactMessageRepository, type ContactMessageDocument } from '@lumafolio/dal';
import { rpcError, RpcClient } from '@lumafolio/server-common';
import { randomBytes } from 'node:crypto';
import { ContactNotifier } from './contact-notifier.js';
import { toContactMessage } from './contact-view.js';

/**
 * Contact messages. The message is stored first and the visitor's request succeeds once
 * it is: its notification e-mail is asked of the integrations service right after, and if
 * that service (or its Redis) does not queue it, the notifier's sweep asks again later.
 * Nothing a visitor sent is lost to an outage.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly notifier: ContactNotifier,
    private readonly rpc: RpcClient,
  ) {}

  async create(submission: ContactSubmission): Promise<{ success: true; id: string }> {
    const recipientUserId = submission.portfolioUsername ? await this.ownerOf(submission.portfolioUsername) : null;
    const doc: ContactMessageDocument = {
      _id: randomBytes(10).toString('hex'),
      name: submission.name,
      email: submission.email,
      subject: submission.subject,
      message: submission.message,
      recipientUserId,
      createdAt: new Date(),
      emailQueuedAt: null,
    };
    await this.messages.insert(doc);
    await this.notifier.notify(doc);
    return { success: true, id: doc._id };
  }

  async list(limit: number): Promise<ContactMessage[]> {
    return (await this.messages.listNewestFirst(limit)).map(toContactMessage);
  }

  /** Every message, newest first (the admin dashboard). */
  async page(page: { cursor: string | null; limit: number }): Promise<Page<ContactMessage>> {
    const [{ docs, nextCursor }, total] = await Promise.all([this.messages.pageNewestFirst(page), page.cursor === null ? this.messages.count() : null]);
    return { items: docs.map(toContactMessage), nextCursor, total };
  }

  /** The message as it was; its notification e-mail stays in the log (the record of what was sent). */
  async remove(id: string): Promise<ContactMessage> {
    const doc = await this.messages.deleteById(id);
    if (!doc) throw rpcError(404, 'Message not found.', 'NOT_FOUND');
    return toContactMessage(doc);
  }

  /** Account deletion: the messages sent to the user's portfolio. */
  async forgetRecipient(userId: string): Promise<number> {
    return this.messages.deleteByRecipient(userId);
  }

  private async ownerOf(username: string): Promise<string> {
    const { userId } = await this.rpc.call(findUserIdByUsernameRpc, { username });
    if (!userId) throw rpcError(404, 'Portfolio not found.', 'PORTFOLIO_NOT_FOUND');
    return userId;
  }
}
