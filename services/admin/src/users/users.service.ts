import { Injectable } from '@nestjs/common';
import { searchUsersRpc, setUserRoleRpc, type AdminUser, type Page, type Role } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminAuditLog } from '../audit/admin-audit-log.js';

/** The Users tab: the list and role changes, both owned by the auth service. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AdminAuditLog,
  ) {}

  list(q: string, page: { cursor: string | null; limit: number }): Promise<Page<AdminUser>> {
    return this.rpc.call(searchUsersRpc, { q, ...page });
  }

  /** Recorded in the audit log only when the role really changed. */
  async changeRole(actorId: string, userId: string, role: Role): Promise<AdminUser> {
    const { user, previousRole } = await this.rpc.call(setUserRoleRpc, { userId, role });
    if (previousRole !== user.role) {
      await this.audit.record(actorId, 'user.role.change', { kind: 'user', id: user.id, label: user.username }, `role ${previousRole} → ${user.role}`);
    }
    return user;
  }
}
