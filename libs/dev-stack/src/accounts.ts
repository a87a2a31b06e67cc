import { accountPasswordVariable, type ProcessName, s3SecretVariable, TOOLS_ACCOUNT } from '@lumafolio/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { parseObjectAccess } from '@lumafolio/storage';

/** Where infra.env keeps a process's S3 secret key: the name every deployment uses. */
export { s3SecretVariable };

/** Every Node process of the platform, in start order: the gateway last. */
export const STACK_PROCESSES = [
  'auth',
  'portfolio',
  'media',
  'admin',
  'integrations',
  'media-worker',
  'integrations-worker',
  'album-sync-worker',
  'gateway',
] as const satisfies readonly ProcessName[];
export type StackProcessName = ProcessName;

/** The secrets of a local run (generated into the data directory, see secrets.ts). */
export type SecretName = 'OIDC_CLIENT_SECRET' | 'AUTH_COOKIE_KEYS' | 'AUTH_JWKS' | 'IMAGE_URL_SECRET' | 'GOOGLE_TOKEN_KEY';

/**
 * What each process is given, and nothing more: its own NATS account always, its own
 * Redis, database and object-store accounts if it uses them (the object store's limited to
 * the prefixes of deploy/storage/object-access.txt), and the secrets it uses. (The media
 * worker, say, never sees the identity provider's keys; the gateway has no database account.)
 */
export const PROCESS_NEEDS: Record<StackProcessName, { redis: boolean; database: boolean; storage: boolean; secrets: readonly SecretName[] }> = {
  gateway: { redis: true, database: false, storage: true, secrets: ['OIDC_CLIENT_SECRET', 'IMAGE_URL_SECRET'] },
  auth: { redis: true, database: true, storage: false, secrets: ['OIDC_CLIENT_SECRET', 'AUTH_COOKIE_KEYS', 'AUTH_JWKS'] },
  portfolio: { redis: true, database: true, storage: true, secrets: [] },
  media: { redis: true, database: true, storage: true, secrets: ['IMAGE_URL_SECRET'] },
  admin: { redis: true, database: true, storage: false, secrets: [] },
  // Enqueues album-sync jobs; seals the Google tokens it receives.
  integrations: { redis: true, database: true, storage: true, secrets: ['GOOGLE_TOKEN_KEY'] },
  'media-worker': { redis: true, database: true, storage: true, secrets: [] },
  'integrations-worker': { redis: true, database: true, storage: false, secrets: [] },
  // Opens (and refreshes) the Google tokens to download the picked photos.
  'album-sync-worker': { redis: true, database: true, storage: true, secrets: ['GOOGLE_TOKEN_KEY'] },
};

export { TOOLS_ACCOUNT };

/** The NATS, Redis, database and object-store secrets made by `deploy/local/infra.sh up` (DATA_DIR/secrets/infra.env). */
export interface InfraCredentials {
  nats(account: ProcessName | typeof TOOLS_ACCOUNT): string;
  redis(account: ProcessName | typeof TOOLS_ACCOUNT): string;
  mongodb(account: ProcessName | typeof TOOLS_ACCOUNT): string;
  /** The secret key of the process's S3 account, whose access key id is the process's name. */
  s3(account: ProcessName): string;
}

export function loadInfraCredentials(file: string): InfraCredentials {
  if (!existsSync(file)) throw new Error(`${file} is missing: start the infrastructure first (bash deploy/local/infra.sh up)`);
  const values = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values.set(match[1] as string, match[2] as string);
  }
  const read = (kind: 'NATS' | 'REDIS' | 'MONGODB' | 'S3', account: ProcessName | typeof TOOLS_ACCOUNT) => {
    const key = kind === 'S3' ? s3SecretVariable(account) : accountPasswordVariable(kind, account);
    const value = values.get(key);
    if (!value) throw new Error(`${file} has no ${key}: remove the file and run deploy/local/infra.sh down, then up`);
    return value;
  };
  return {
    nats: (account) => read('NATS', account),
    redis: (account) => read('REDIS', account),
    mongodb: (account) => read('MONGODB', account),
    s3: (account) => read('S3', account),
  };
}

/** One line of deploy/storage/object-access.txt: a prefix (or `(bucket)`), a process and its rights there. */
export interface ObjectAccessGrant {
  prefix: string;
  process: StackProcessName;
  rights: string[];
}

/** deploy/storage/object-access.txt, read from `repoRoot` by the parser that makes the S3 accounts' policy. */
export function readObjectAccess(repoRoot: string): ObjectAccessGrant[] {
  const file = `${repoRoot}/deploy/storage/object-access.txt`;
  return parseObjectAccess(readFileSync(file, 'utf8'), file) as ObjectAccessGrant[];
}
