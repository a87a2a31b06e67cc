import { Controller } from '@nestjs/common';
import { getEmailLogEntryRpc, listEmailLogRpc, pageEmailLogRpc, type RpcResponse } from '@lumafolio/contracts';
import { EmailLogRepository } from '@lumafolio/dal';
import { RpcHandler, type RpcPayload, rpcError } from '@lumafolio/server-common';
import { toEmailLogEntry, toEmailLogSummary } from './email-log-view.js';

/** The outgoing e-mail log the integrations worker writes (admin dashboard "Local Email Service"). */
@Controller()
export class EmailLogController {
  constructor(private readonly log: EmailLogRepository) {}

  @RpcHandler(listEmailLogRpc)
  async list({ limit }: RpcPayload<typeof listEmailLogRpc>): Promise<RpcResponse<typeof listEmailLogRpc>> {
    return (await this.log.listNewestFirst(limit)).map(toEmailLogEntry);
  }

  @RpcHandler(pageEmailLogRpc)
  async page(page: RpcPayload<typeof pageEmailLogRpc>): Promise<RpcResponse<typeof pageEmailLogRpc>> {
    const [{ docs, nextCursor }, total] = await Promise.all([this.log.pageNewestFirst(page), page.cursor === null ? this.log.count() : null]);
    return { items: docs.map(toEmailLogSummary), nextCursor, total };
  }

  @RpcHandler(getEmailLogEntryRpc)
  async get({ id }: RpcPayload<typeof getEmailLogEntryRpc>): Promise<RpcResponse<typeof getEmailLogEntryRpc>> {
    const doc = await this.log.findById(id);
    if (!doc) throw rpcError(404, 'E-mail not found.', 'NOT_FOUND');
    return toEmailLogEntry(doc);
  }
}
