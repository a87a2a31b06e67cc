import { SERVICE_NAMES } from './rpc/health.rpc.js';

/** Every process of the platform: the gateway, the NATS services and the workers. */
export const PROCESS_NAMES = ['gateway', ...SERVICE_NAMES, 'media-worker', 'integrations-worker', 'album-sync-worker'] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

/** The NATS, Redis and database account of tests, command-line tools and operators. */
export const TOOLS_ACCOUNT = 'tools';

/** Where a deployment keeps an account's password: NATS_PASSWORD_MEDIA_WORKER, REDIS_PASSWORD_TOOLS… */
export function accountPasswordVariable(kind: 'NATS' | 'REDIS' | 'MONGODB', account: ProcessName | typeof TOOLS_ACCOUNT): string {
  return `${kind}_PASSWORD_${account.toUpperCase().replace(/-/g, '_')}`;
}
