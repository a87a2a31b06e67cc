import { SERVICE_NAMES } from './rpc/health.rpc.js';

/** Every process of the platform: the gateway, the NATS services and the workers. */
export const PROCESS_NAMES = ['gateway', ...SERVICE_NAMES, 'media-worker', 'integrations-worker', 'album-sync-worker'] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

/**
 * The processes that read or write object storage: each has an S3 account of its own, limited
 * to the prefixes deploy/storage/object-access.txt grants it (ADR 70; a test keeps the two in step).
 */
export const STORAGE_PROCESS_NAMES = [
  'gateway',
  'portfolio',
  'media',
  'integrations',
  'media-worker',
  'album-sync-worker',
] as const satisfies readonly ProcessName[];

/** Where a deployment keeps the secret key of an S3 account (a process's, whose access key id is its name, or the tools'): S3_SECRET_MEDIA_WORKER. */
export function s3SecretVariable(account: ProcessName | typeof TOOLS_ACCOUNT): string {
  return `S3_SECRET_${account.toUpperCase().replace(/-/g, '_')}`;
}

/** The NATS, Redis and database account of tests, command-line tools and operators. */
export const TOOLS_ACCOUNT = 'tools';

/** Where a deployment keeps an account's password: NATS_PASSWORD_MEDIA_WORKER, REDIS_PASSWORD_TOOLS… */
export function accountPasswordVariable(kind: 'NATS' | 'REDIS' | 'MONGODB', account: ProcessName | typeof TOOLS_ACCOUNT): string {
  return `${kind}_PASSWORD_${account.toUpperCase().replace(/-/g, '_')}`;
}
