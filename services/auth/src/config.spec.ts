import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '@lumafolio/server-common';
import { authConfigSchema } from './config.js';
import { generateSecrets } from './security/secrets.js';

const secrets = generateSecrets();
const minimal = { OIDC_CLIENT_SECRET: secrets.OIDC_CLIENT_SECRET, AUTH_COOKIE_KEYS: secrets.AUTH_COOKIE_KEYS, AUTH_JWKS: secrets.AUTH_JWKS };

function failure(env: Record<string, string>): string {
  try {
    loadConfig('auth', authConfigSchema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('auth configuration', () => {
  it('needs only the secrets for a local run and fills the documented defaults', () => {
    const config = loadConfig('auth', authConfigSchema, minimal);
    expect(config).toMatchObject({
      AUTH_ISSUER_URL: 'http://127.0.0.1:3001',
      AUTH_HTTP_HOST: '127.0.0.1',
      AUTH_HTTP_PORT: 3001,
      AUTH_RPC_ENABLED: true,
      AUTH_TRUST_PROXY: false,
      OIDC_CLIENT_ID: 'lumafolio-web',
      OIDC_REDIRECT_URIS: ['http://127.0.0.1:3000/api/callback'],
      OIDC_POST_LOGOUT_REDIRECT_URIS: ['http://127.0.0.1:3000/'],
      OIDC_EXTRA_CLIENTS: [],
      ADMIN_EMAILS: [],
      BRAND_NAME: 'Lumafolio',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      AUTH_SIGNIN_LIMIT_PER_ACCOUNT: 5,
      AUTH_SIGNIN_LIMIT_PER_IP: 20,
      AUTH_SIGNUP_LIMIT_PER_IP: 10,
    });
    expect(config.AUTH_COOKIE_KEYS).toHaveLength(2);
    expect(config.AUTH_JWKS.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
  });

  it('names every missing secret', () => {
    const message = failure({});
    expect(message).toContain('OIDC_CLIENT_SECRET: is required');
    expect(message).toContain('AUTH_COOKIE_KEYS: is required');
    expect(message).toContain('AUTH_JWKS: is required');
  });

  it('rejects short secrets, bad JSON, public keys and paths in the issuer', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const message = failure({
      ...minimal,
      OIDC_CLIENT_SECRET: 'short',
      AUTH_COOKIE_KEYS: `${'x'.repeat(40)},short`,
      AUTH_JWKS: JSON.stringify({ keys: [publicKey.export({ format: 'jwk' })] }),
      AUTH_ISSUER_URL: 'https://id.example.com/oidc',
      AUTH_RPC_ENABLED: 'maybe',
    });
    expect(message).toContain('OIDC_CLIENT_SECRET: must be at least 32 characters');
    expect(message).toContain('AUTH_COOKIE_KEYS');
    expect(message).toContain('every key must be at least 32 characters');
    expect(message).toContain('keys must be private RSA (RS256) or EC P-256 (ES256) JWKs');
    expect(message).toContain('AUTH_ISSUER_URL: must be an origin without a path');
    expect(message).toContain('AUTH_RPC_ENABLED: must be true or false');
    expect(failure({ ...minimal, AUTH_JWKS: '{not json' })).toContain('AUTH_JWKS: must be valid JSON');
  });

  it('parses lists, booleans and the issuer without a trailing slash', () => {
    const config = loadConfig('auth', authConfigSchema, {
      ...minimal,
      AUTH_ISSUER_URL: 'https://id.example.com/',
      AUTH_RPC_ENABLED: 'false',
      OIDC_REDIRECT_URIS: 'https://a.example.com/api/callback, https://b.example.com/api/callback',
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com,',
      OIDC_EXTRA_CLIENTS: JSON.stringify([{ client_id: 'partner', client_secret: 'p'.repeat(32), redirect_uris: ['https://partner.example/cb'] }]),
    });
    expect(config.AUTH_ISSUER_URL).toBe('https://id.example.com');
    expect(config.AUTH_RPC_ENABLED).toBe(false);
    expect(config.OIDC_REDIRECT_URIS).toEqual(['https://a.example.com/api/callback', 'https://b.example.com/api/callback']);
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.OIDC_EXTRA_CLIENTS[0]).toMatchObject({ client_id: 'partner', post_logout_redirect_uris: [] });
    expect(failure({ ...minimal, ADMIN_EMAILS: 'not-an-email' })).toContain('ADMIN_EMAILS');
  });
});
