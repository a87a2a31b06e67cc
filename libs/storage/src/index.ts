export * from './object-storage.js';
export { createStorage, DEFAULT_LOCAL_STORAGE_DIR, LOCAL_S3_SECRET_ACCESS_KEY, storageConfigSchema, storageEnv, type StorageConfig } from './create-storage.js';
export { LocalDiskStorage, type LocalDiskStorageOptions } from './local-disk.storage.js';
export { S3Storage, type S3StorageConfig } from './s3.storage.js';
export { assertObjectKey } from './keys.js';
export { listKeys } from './list-keys.js';
export * from './photo-keys.js';
export * from './photo-audit/index.js';
export { parseObjectAccess, type ObjectAccessLine } from './object-access/s3-accounts.js';
