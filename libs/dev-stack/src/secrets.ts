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
}

const randomSecret = () => randomBytes(32).toString('base64url');

export function loadLocalSecrets(file: string): LocalSecrets {
  if (existsSync(file)) return withSecretsAddedSince(file, JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secrets: LocalSecrets = {
    oidcClientSecret: randomSecret(),
    authCookieKeys: [randomSecret(), randomSecret()],
    authJwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    imageUrlSecret: randomSecret(),
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
  if (secrets.imageUrlSecret) return secrets as LocalSecrets;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...secrets, imageUrlSecret: randomSecret() }, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
}
