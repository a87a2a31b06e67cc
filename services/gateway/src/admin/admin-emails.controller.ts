import { Get, Param, Query } from '@nestjs/common';
import {
  emailLogIdSchema,
  getAdminEmailRpc,
  pageAdminEmailsRpc,
  pageQuerySchema,
  toPageRequest,
  type AdminEmailPage,
  type EmailLogEntry,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { idParam } from './admin-id.js';
import { AdminController } from './admin-routes.js';

/** The Messages tab's "Local Email Service": the e-mail log, newest first. */
@AdminController()
export class AdminEmailsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('emails')
  list(@Query() query: unknown): Promise<AdminEmailPage> {
    return this.rpc.call(pageAdminEmailsRpc, toPageRequest(pageQuerySchema.parse(query ?? {})));
  }

  /** One e-mail with its HTML body, sanitised by the admin service. */
  @Get('emails/:id')
  get(@Param('id') id: string): Promise<EmailLogEntry> {
    return this.rpc.call(getAdminEmailRpc, { id: idParam(emailLogIdSchema, id) });
  }
}
