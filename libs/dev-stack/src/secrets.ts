import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Secrets a local run needs; made once per data directory and kept there (git-ignored). */
export interface LocalSecrets {
  oidcClientSecret: string;
  authCookieKeys: string[];
  authJwks: { keys: Array<Record<string, unknown>> };
}

export function loadLocalSecrets(file: string): LocalSecrets {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secrets: LocalSecrets = {
    oidcClientSecret: randomBytes(32).toString('base64url'),
    authCookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
    authJwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
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
