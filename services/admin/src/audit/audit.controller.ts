import { Controller } from '@nestjs/common';
import { listAdminAuditRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AdminAuditLog } from './admin-audit-log.js';

@Controller()
export class AuditController {
  constructor(private readonly audit: AdminAuditLog) {}

  @RpcHandler(listAdminAuditRpc)
  list(page: RpcPayload<typeof listAdminAuditRpc>) {
    return this.audit.list(page);
  }
}
