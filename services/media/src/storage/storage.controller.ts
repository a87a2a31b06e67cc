import { Controller } from '@nestjs/common';
import {
  auditUserStorageRpc,
  deleteStorageFileRpc,
  listUserStorageRpc,
  regenerateStorageFilesRpc,
  restoreStorageFileRpc,
  startStoreAuditRpc,
  storeAuditStateRpc,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { StorageBrowserService } from './storage-browser.service.js';
import { StorageRepairService } from './storage-repair.service.js';
import { StoreAuditService } from './store-audit.service.js';

/** Photo storage as the admin dashboard sees it: browse, audit, repair (the admin service is the one caller). */
@Controller()
export class StorageController {
  constructor(
    private readonly browser: StorageBrowserService,
    private readonly repair: StorageRepairService,
    private readonly storeAudit: StoreAuditService,
  ) {}

  @RpcHandler(listUserStorageRpc)
  list({ userId, cursor, limit }: RpcPayload<typeof listUserStorageRpc>) {
    return this.browser.list(userId, cursor, limit);
  }

  @RpcHandler(auditUserStorageRpc)
  audit({ userId }: RpcPayload<typeof auditUserStorageRpc>) {
    return this.browser.audit(userId);
  }

  @RpcHandler(restoreStorageFileRpc)
  restore({ userId, fileKey, title }: RpcPayload<typeof restoreStorageFileRpc>) {
    return this.repair.restore(userId, fileKey, title);
  }

  @RpcHandler(regenerateStorageFilesRpc)
  regenerate({ userId, photoId }: RpcPayload<typeof regenerateStorageFilesRpc>) {
    return this.repair.regenerate(userId, photoId);
  }

  @RpcHandler(deleteStorageFileRpc)
  delete({ userId, fileKey }: RpcPayload<typeof deleteStorageFileRpc>) {
    return this.repair.delete(userId, fileKey);
  }

  @RpcHandler(startStoreAuditRpc)
  start({ requestedBy }: RpcPayload<typeof startStoreAuditRpc>) {
    return this.storeAudit.start(requestedBy);
  }

  @RpcHandler(storeAuditStateRpc)
  state() {
    return this.storeAudit.state();
  }
}
