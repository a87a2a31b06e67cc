import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LocalDiskStorage } from './local-disk.storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3.storage.js';

/**
 * `<repo>/.data/storage`, computed from this file's place in the repository (it sits at the
 * same depth in `src/` and `dist/`), like the gateway's default web/dist. Deployments that
 * use local disk set STORAGE_LOCAL_DIR to an absolute path (e.g. a mounted volume).
 */
export const DEFAULT_LOCAL_STORAGE_DIR = fileURLToPath(new URL('../../../.data/storage', import.meta.url));

const envBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Environment fragment for object storage; services spread it into their config schema. */
export const storageEnv = {
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  STORAGE_LOCAL_DIR: z
    .string()
    .refine((value) => isAbsolute(value), { error: 'must be an absolute path' })
    .default(DEFAULT_LOCAL_STORAGE_DIR),
  /** An empty value means AWS's own endpoint for S3_REGION. */
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL (or empty for AWS)' })]).default('http://127.0.0.1:7070'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid S3 bucket name' })
    .default('lumafolio'),
  S3_ACCESS_KEY_ID: z.string().min(1).default('lumafolio'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default('lumafolio-local-secret'),
  S3_FORCE_PATH_STYLE: envBoolean.default(true),
};

/** The local S3 server's well-known key (deploy/local/infra.sh): accepted only by a server on this machine. */
export const LOCAL_S3_SECRET_ACCESS_KEY = 'lumafolio-local-secret';

/** Whether an S3 endpoint is on this machine (the local infrastructure's), where the well-known key may be used. */
function isLocalEndpoint(endpoint: string): boolean {
  if (!endpoint) return false;
  const host = new URL(endpoint).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

export const storageConfigSchema = z.object(storageEnv);
export type StorageConfig = z.output<typeof storageConfigSchema>;

/** The storage driver a (zod-parsed) configuration asks for. */
export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    if (config.S3_SECRET_ACCESS_KEY === LOCAL_S3_SECRET_ACCESS_KEY && !isLocalEndpoint(config.S3_ENDPOINT)) {
      throw new Error(
        `S3_SECRET_ACCESS_KEY is the well-known local key, which only an S3 server on this machine may take (S3_ENDPOINT is ${config.S3_ENDPOINT || "AWS's"}): ` +
          'set the key pair generate-secrets made (docs/deployment.md)',
      );
    }
    return new S3Storage({
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage({ rootDir: config.STORAGE_LOCAL_DIR });
}
