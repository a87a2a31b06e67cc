import { accountPasswordVariable, PROCESS_NAMES, s3SecretVariable, STORAGE_PROCESS_NAMES, TOOLS_ACCOUNT } from '@lumafolio/contracts';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';

export interface GeneratedSecrets {
  OIDC_CLIENT_SECRET: string;
  AUTH_COOKIE_KEYS: string;
  AUTH_JWKS: string;
  /** Signs public image URLs (media) and checks them (gateway). */
  IMAGE_URL_SECRET: string;
  /** Seals the Google Photos tokens at rest (integrations, album-sync worker): 32 bytes, base64. */
  GOOGLE_TOKEN_KEY: string;
  /**
   * NATS_PASSWORD_<PROCESS> and REDIS_PASSWORD_<PROCESS> of every process and of the tools account,
   * MONGODB_PASSWORD_<PROCESS> of every process but the gateway, MONGODB_ROOT_PASSWORD, MONGODB_KEYFILE,
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the S3 server's root key), and S3_SECRET_<PROCESS> of
   * each process that uses object storage (its own account, whose access key id is its name).
   */
  [account: string]: string;
}

/** 192 random bits as hex after a letter: nats-server would read a value starting with digits ("0e7…") as a number. */
const password = () => `k${randomBytes(24).toString('hex')}`;

/**
 * Fresh secrets for a deployment (the compose stack's .env): the gateway's client secret
 * at the identity provider, two cookie keys and an ES256 signing key for the provider,
 * the secret of public image URLs, the key sealing Google tokens, a NATS and a Redis password per process,
 * a MongoDB password per process that uses the database, MongoDB's root password and replica-set key file,
 * the object storage's root key pair and a secret key per process that uses object storage.
 */
export function generateSecrets(): GeneratedSecrets {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256', use: 'sig' };
  const accounts = [...PROCESS_NAMES, TOOLS_ACCOUNT] as const;
  return {
    OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    AUTH_COOKIE_KEYS: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')].join(','),
    AUTH_JWKS: JSON.stringify({ keys: [jwk] }),
    IMAGE_URL_SECRET: randomBytes(32).toString('base64url'),
    GOOGLE_TOKEN_KEY: randomBytes(32).toString('base64'),
    ...Object.fromEntries(
      accounts.flatMap((account) => [
        [accountPasswordVariable('NATS', account), password()],
        [accountPasswordVariable('REDIS', account), password()],
      ]),
    ),
    // The database accounts (the gateway has none), MongoDB's root and its replica set's key
    // file (6 to 1024 base64 characters: 192 bytes make 256, without padding).
    ...Object.fromEntries(PROCESS_NAMES.filter((name) => name !== 'gateway').map((name) => [accountPasswordVariable('MONGODB', name), password()])),
    MONGODB_ROOT_PASSWORD: password(),
    MONGODB_KEYFILE: randomBytes(192).toString('base64'),
    // The object storage's key pair (the S3 server's root account in compose and the chart's
    // trial): 20 characters of id and 40 of secret, as AWS's are.
    S3_ACCESS_KEY_ID: `LF${randomBytes(9).toString('hex').toUpperCase()}`,
    S3_SECRET_ACCESS_KEY: randomBytes(30).toString('base64url'),
    // Each process's own S3 account (ADR 70), made on the S3 server by the s3-accounts script.
    ...Object.fromEntries(STORAGE_PROCESS_NAMES.map((name) => [s3SecretVariable(name), randomBytes(30).toString('base64url')])),
  };
}

/** The secrets as generate-secrets prints them: KEY='value' lines a shell or compose's .env reads, or one JSON object. */
export function formatSecrets(secrets: GeneratedSecrets, format: 'shell' | 'json'): string {
  if (format === 'json') return `${JSON.stringify(secrets)}\n`;
  return Object.entries(secrets)
    .map(([name, value]) => `${name}='${value.replace(/'/g, `'\\''`)}'\n`)
    .join('');
}
