import { Controller } from '@nestjs/common';
import {
  adminDeleteFileRpc,
  adminListUserStorageRpc,
  adminRegenerateFilesRpc,
  adminRestoreFileRpc,
  adminUserAuditRpc,
  getStorageAnalyticsRpc,
  getStorageAuditRpc,
  runStorageAuditRpc,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { StorageAdminService } from './storage-admin.service.js';

@Controller()
export class StorageAdminController {
  constructor(private readonly storage: StorageAdminService) {}

  @RpcHandler(getStorageAuditRpc)
  audit() {
    return this.storage.storageAudit();
  }

  @RpcHandler(runStorageAuditRpc)
  run({ actorId }: RpcPayload<typeof runStorageAuditRpc>) {
    return this.storage.runStorageAudit(actorId);
  }

  @RpcHandler(getStorageAnalyticsRpc)
  analytics() {
    return this.storage.analytics();
  }

  @RpcHandler(adminUserAuditRpc)
  userAudit({ userId }: RpcPayload<typeof adminUserAuditRpc>) {
    return this.storage.userAudit(userId);
  }

  @RpcHandler(adminListUserStorageRpc)
  list({ userId, cursor, limit }: RpcPayload<typeof adminListUserStorageRpc>) {
    return this.storage.list(userId, cursor, limit);
  }

  @RpcHandler(adminRestoreFileRpc)
  restore(request: RpcPayload<typeof adminRestoreFileRpc>) {
    return this.storage.restore(request);
  }

  @RpcHandler(adminDeleteFileRpc)
  delete(request: RpcPayload<typeof adminDeleteFileRpc>) {
    return this.storage.delete(request);
  }

  @RpcHandler(adminRegenerateFilesRpc)
  regenerate(request: RpcPayload<typeof adminRegenerateFilesRpc>) {
    return this.storage.regenerate(request);
  }
}
