import { Injectable } from '@nestjs/common';
import { getUserRpc, type AdminAction, type AuditEntry, type AuditTarget, type Page, type PageRequest } from '@lumafolio/contracts';
import { AdminAuditRepository, type AdminAuditDocument } from '@lumafolio/dal';
import { RpcClient } from '@lumafolio/server-common';

/** Records every admin action (who, when, what) and reads them back for the Settings tab. */
@Injectable()
export class AdminAuditLog {
  constructor(
    private readonly entries: AdminAuditRepository,
    private readonly rpc: RpcClient,
  ) {}

  /** Call after the action succeeded; the admin's username is kept as it is now. */
  async record(actorId: string, action: AdminAction, target: AuditTarget, summary: string): Promise<void> {
    const actor = await this.rpc.call(getUserRpc, { userId: actorId }).catch(() => null);
    await this.entries.append({ actorId, actorName: actor?.username ?? actorId, action, target, summary });
  }

  async list(page: Required<PageRequest>): Promise<Page<AuditEntry>> {
    const [{ docs, nextCursor }, total] = await Promise.all([this.entries.listNewestFirst(page), page.cursor === null ? this.entries.count() : null]);
    return { items: docs.map(toAuditEntry), nextCursor, total };
  }
}

function toAuditEntry(doc: AdminAuditDocument): AuditEntry {
  return {
    id: doc._id,
    actorId: doc.actorId,
    actorName: doc.actorName,
    action: doc.action as AdminAction,
    target: doc.target as AuditTarget,
    summary: doc.summary,
    at: doc.at.toISOString(),
  };
}
