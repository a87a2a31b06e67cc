import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';

export interface GeneratedSecrets {
  OIDC_CLIENT_SECRET: string;
  AUTH_COOKIE_KEYS: string;
  AUTH_JWKS: string;
}

/** Fresh secrets for a local run: a client secret, two cookie keys and an ES256 signing key. */
export function generateSecrets(): GeneratedSecrets {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256', use: 'sig' };
  return {
    OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    AUTH_COOKIE_KEYS: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')].join(','),
    AUTH_JWKS: JSON.stringify({ keys: [jwk] }),
  };
}
