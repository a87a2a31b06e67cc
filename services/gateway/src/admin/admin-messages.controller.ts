import { Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import {
  contactMessageIdSchema,
  deleteAdminMessageRpc,
  pageAdminMessagesRpc,
  pageQuerySchema,
  toPageRequest,
  type AdminMessagePage,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { idParam } from './admin-id.js';
import { AdminController } from './admin-routes.js';

/** The Messages tab's contact messages (spec 02 §7 `/api/messages`). */
@AdminController('messages')
export class AdminMessagesController {
  constructor(private readonly rpc: RpcClient) {}

  /** Every contact message, newest first. */
  @Get()
  list(@Query() query: unknown): Promise<AdminMessagePage> {
    return this.rpc.call(pageAdminMessagesRpc, toPageRequest(pageQuerySchema.parse(query ?? {})));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUserId() actorId: string, @Param('id') id: string): Promise<void> {
    await this.rpc.call(deleteAdminMessageRpc, { actorId, id: idParam(contactMessageIdSchema, id) });
  }
}
