import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { getEmailLogEntryRpc, listEmailLogRpc, type RpcResponse } from '@lumafolio/contracts';
import { EmailLogRepository } from '@lumafolio/dal';
import { parseRpcPayload, rpcError } from '@lumafolio/server-common';
import { toEmailLogEntry } from './email-log-view.js';

/** The outgoing e-mail log the integrations worker writes (admin dashboard "Local Email Service"). */
@Controller()
export class EmailLogController {
  constructor(private readonly log: EmailLogRepository) {}

  @MessagePattern(listEmailLogRpc.pattern)
  async list(@Payload() payload: unknown): Promise<RpcResponse<typeof listEmailLogRpc>> {
    return (await this.log.listNewestFirst(parseRpcPayload(listEmailLogRpc, payload).limit)).map(toEmailLogEntry);
  }

  @MessagePattern(getEmailLogEntryRpc.pattern)
  async get(@Payload() payload: unknown): Promise<RpcResponse<typeof getEmailLogEntryRpc>> {
    const doc = await this.log.findById(parseRpcPayload(getEmailLogEntryRpc, payload).id);
    if (!doc) throw rpcError(404, 'E-mail not found.', 'NOT_FOUND');
    return toEmailLogEntry(doc);
  }
}
