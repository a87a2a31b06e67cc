import { Injectable } from '@nestjs/common';
import {
  auditUserStorageRpc,
  deleteStorageFileRpc,
  findUserIdByUsernameRpc,
  getUserRpc,
  listUsernamesRpc,
  listUserStorageRpc,
  MAX_PAGE_SIZE,
  regenerateStorageFilesRpc,
  restoreStorageFileRpc,
  startStoreAuditRpc,
  storeAuditStateRpc,
  usernameSchema,
  type AdminUserAudit,
  type ParsedRpcRequest,
  type StorageAnalytics,
  type StorageAudit,
  type UserStorageListing,
  type adminDeleteFileRpc,
  type adminRegenerateFilesRpc,
  type adminRestoreFileRpc,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient, rpcError } from '@lumafolio/server-common';
import { AdminAuditLog } from '../audit/admin-audit-log.js';
import { toStorageAudit } from './storage-audit-view.js';

const NO_SUCH_USER = 'No user has that ID or username.';

/**
 * The Storage Analytics and Object Storage tabs: media owns the files and their audit; this
 * names the users (auth), checks they exist, and records each repair in the audit log.
 */
@Injectable()
export class StorageAdminService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AdminAuditLog,
  ) {}

  async storageAudit(): Promise<StorageAudit> {
    return toStorageAudit(await this.rpc.call(storeAuditStateRpc, {}));
  }

  async runStorageAudit(actorId: string): Promise<StorageAudit> {
    const state = await this.rpc.call(startStoreAuditRpc, { requestedBy: actorId });
    if (state.run)
      await this.audit.record(actorId, 'storage.audit', { kind: 'file', id: 'photo/', label: 'the photo store' }, `queued the storage audit ${state.run.id}`);
    return toStorageAudit(state);
  }

  async analytics(): Promise<StorageAnalytics> {
    const state = await this.rpc.call(storeAuditStateRpc, {});
    const report = state.report;
    const names = await this.usernames(report?.usersWithProblems.map((user) => user.userId) ?? []);
    return {
      ...toStorageAudit(state),
      report: report ? { ...report, usersWithProblems: report.usersWithProblems.map((user) => ({ ...user, username: names.get(user.userId) ?? null })) } : null,
    };
  }

  /** By user ID first, then by username. */
  async userAudit(idOrUsername: string): Promise<AdminUserAudit> {
    const user = await this.findUser(idOrUsername);
    const result = await this.rpc.call(auditUserStorageRpc, { userId: user.id });
    return { ...result, username: user.username };
  }

  list(userId: string, cursor: string | null, limit: number): Promise<UserStorageListing> {
    return this.rpc.call(listUserStorageRpc, { userId, cursor, limit });
  }

  async restore({ actorId, userId, fileKey, fileName }: ParsedRpcRequest<typeof adminRestoreFileRpc>) {
    const user = await this.existingUser(userId);
    const restored = await this.rpc.call(restoreStorageFileRpc, { userId: user.id, fileKey, title: titleOf(fileName) });
    await this.audit.record(
      actorId,
      'storage.restore',
      { kind: 'file', id: fileKey.slice(0, 200), label: fileName.slice(0, 300) || null },
      `restored to the database as photo ${restored.photoId} (${user.username})`,
    );
    return restored;
  }

  async regenerate({ actorId, userId, photoId }: ParsedRpcRequest<typeof adminRegenerateFilesRpc>) {
    const user = await this.existingUser(userId);
    const queued = await this.rpc.call(regenerateStorageFilesRpc, { userId: user.id, photoId });
    await this.audit.record(
      actorId,
      'storage.regenerate',
      { kind: 'photo', id: photoId, label: null },
      `queued to make its missing files again (${user.username})`,
    );
    return queued;
  }

  async delete({ actorId, userId, fileKey, fileName }: ParsedRpcRequest<typeof adminDeleteFileRpc>) {
    const deleted = await this.rpc.call(deleteStorageFileRpc, { userId, fileKey });
    await this.audit.record(
      actorId,
      'storage.delete',
      { kind: 'file', id: fileKey.slice(0, 200), label: fileName.slice(0, 300) || null },
      `deleted an orphaned file of ${userId}`,
    );
    return deleted;
  }

  private async existingUser(userId: string) {
    try {
      return await this.rpc.call(getUserRpc, { userId });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) throw rpcError(404, 'This user does not exist.', 'USER_NOT_FOUND');
      throw error;
    }
  }

  private async findUser(idOrUsername: string): Promise<{ id: string; username: string }> {
    try {
      const user = await this.rpc.call(getUserRpc, { userId: idOrUsername });
      return { id: user.id, username: user.username };
    } catch (error) {
      if (!(error instanceof RpcCallError && error.status === 404)) throw error;
    }
    const username = usernameSchema.safeParse(idOrUsername);
    if (!username.success) throw rpcError(404, NO_SUCH_USER, 'USER_NOT_FOUND');
    const { userId } = await this.rpc.call(findUserIdByUsernameRpc, { username: username.data });
    if (!userId) throw rpcError(404, NO_SUCH_USER, 'USER_NOT_FOUND');
    const user = await this.rpc.call(getUserRpc, { userId });
    return { id: user.id, username: user.username };
  }

  private async usernames(userIds: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (let start = 0; start < userIds.length; start += MAX_PAGE_SIZE) {
      for (const { userId, username } of await this.rpc.call(listUsernamesRpc, { userIds: userIds.slice(start, start + MAX_PAGE_SIZE) }))
        names.set(userId, username);
    }
    return names;
  }
}

/** "IMG_2041.jpg" → "IMG_2041": a restored photo's title, which its owner can change. */
function titleOf(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'Restored photo';
}
