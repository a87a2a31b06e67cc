import { Controller } from '@nestjs/common';
import { listAdminAuditRpc, pageQuerySchema, toPageRequest, type AuditEntry, type Page } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';

const auditLog = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/audit',
  tag: ADMIN_TAGS.overview,
  summary: 'The audit log, newest first',
  access: 'admin',
  query: pageQuerySchema,
  status: 200,
  answer: json(listAdminAuditRpc.response, 'A page of entries.'),
});

@Controller()
export class AdminAuditController {
  constructor(private readonly rpc: RpcClient) {}

  /** The Settings tab's audit log, newest first. */
  @HttpRoute(auditLog)
  list(@RouteInput() { query }: RouteInput<typeof auditLog>): Promise<Page<AuditEntry>> {
    return this.rpc.call(listAdminAuditRpc, toPageRequest(query));
  }
}
