import { Get, Query } from '@nestjs/common';
import { listAdminAuditRpc, pageQuerySchema, toPageRequest, type AuditEntry, type Page } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminController } from './admin-routes.js';

@AdminController()
export class AdminAuditController {
  constructor(private readonly rpc: RpcClient) {}

  /** The Settings tab's audit log, newest first. */
  @Get('audit')
  list(@Query() query: unknown): Promise<Page<AuditEntry>> {
    return this.rpc.call(listAdminAuditRpc, toPageRequest(pageQuerySchema.parse(query ?? {})));
  }
}
