import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Secrets a local run needs; made once per data directory and kept there (git-ignored). */
export interface LocalSecrets {
  oidcClientSecret: string;
  authCookieKeys: string[];
  authJwks: { keys: Array<Record<string, unknown>> };
  /** Signs public image URLs (media) and checks them (gateway). */
  imageUrlSecret: string;
  /** Seals the Google Photos tokens at rest (AES-256-GCM): 32 bytes, base64. */
  googleTokenKey: string;
}

const randomSecret = () => randomBytes(32).toString('base64url');
const randomKey = () => randomBytes(32).toString('base64');

/** Secrets added after the first release, made for a data directory that predates them. */
const ADDED_SINCE: { [K in keyof LocalSecrets]?: () => LocalSecrets[K] } = { imageUrlSecret: randomSecret, googleTokenKey: randomKey };

export function loadLocalSecrets(file: string): LocalSecrets {
  if (existsSync(file)) return withSecretsAddedSince(file, JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secrets: LocalSecrets = {
    oidcClientSecret: randomSecret(),
    authCookieKeys: [randomSecret(), randomSecret()],
    authJwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    imageUrlSecret: randomSecret(),
    googleTokenKey: randomKey(),
  };
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx': if another process created the file meanwhile, use theirs.
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
    throw error;
  }
}

/** A data directory made before a secret existed gets it once (replaced whole, then read back). */
function withSecretsAddedSince(file: string, secrets: Partial<LocalSecrets>): LocalSecrets {
  const missing = Object.entries(ADDED_SINCE).filter(([name]) => !secrets[name as keyof LocalSecrets]);
  if (missing.length === 0) return secrets as LocalSecrets;
  const added = Object.fromEntries(missing.map(([name, make]) => [name, make()]));
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...secrets, ...added }, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
}
