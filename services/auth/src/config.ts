import { emailSchema } from '@lumafolio/contracts';
import { configClass, envInteger, logEnv, metricsEnv, tracingEnv, mongoEnv, natsEnv, redisEnv, rpcEnv } from '@lumafolio/server-common';
import { z } from 'zod';

const SECRET_MIN = 32;

const required = (what: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? `is required (${what})` : `must be ${what}`) });

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' });

/** "a, b ,c" → ["a", "b", "c"] (empty entries dropped). */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const urlList = commaList.pipe(z.array(httpUrl).min(1, 'must list at least one URL'));

const envBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An issuer identifier: an origin, no path, query or trailing slash. */
const issuerUrl = httpUrl
  .refine(
    (value) => ['', '/'].includes(new URL(value).pathname) && !value.includes('?') && !value.includes('#'),
    'must be an origin without a path, e.g. https://id.example.com',
  )
  .transform((value) => value.replace(/\/+$/, ''));

const jsonText = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .string(required(what))
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be valid JSON (${what})` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const privateJwk = z.union(
  [
    z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string(), kid: z.string().optional(), alg: z.literal('RS256').optional() }),
    z.looseObject({
      kty: z.literal('EC'),
      crv: z.literal('P-256'),
      x: z.string(),
      y: z.string(),
      d: z.string(),
      kid: z.string().optional(),
      alg: z.literal('ES256').optional(),
    }),
  ],
  { error: 'keys must be private RSA (RS256) or EC P-256 (ES256) JWKs' },
);
export type PrivateJwk = z.infer<typeof privateJwk>;

const jwks = z.object({ keys: z.array(privateJwk).min(1, 'must hold at least one key') });

/** Further relying parties (not first-party: their users see a consent page). */
const extraClient = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(SECRET_MIN, `client_secret must be at least ${SECRET_MIN} characters`),
  client_name: z.string().min(1).optional(),
  redirect_uris: z.array(httpUrl).min(1),
  post_logout_redirect_uris: z.array(httpUrl).default([]),
});
export type ExtraClient = z.infer<typeof extraClient>;

export const authConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...mongoEnv,
  ...redisEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  /** The built-in provider's issuer identifier (what browsers and relying parties reach). */
  AUTH_ISSUER_URL: issuerUrl.default('http://127.0.0.1:3001'),
  AUTH_HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  AUTH_HTTP_PORT: envInteger(1, 65535).default(3001),
  /** false: serve only the identity provider; do not join the NATS `auth` queue group. */
  AUTH_RPC_ENABLED: envBoolean.default(true),
  /** How costly a password hash is (see security/passwords.ts): `owasp-minimum` only where sign-ups are many and cheap on purpose (test stacks). */
  AUTH_PASSWORD_HASHING: z.enum(['rfc9106', 'owasp-minimum'], { error: 'must be rfc9106 or owasp-minimum' }).default('rfc9106'),
  /** true behind a TLS-terminating proxy: trust X-Forwarded-Proto/-For (client IP for rate limits). */
  AUTH_TRUST_PROXY: envBoolean.default(false),
  OIDC_CLIENT_ID: z.string().min(1).default('lumafolio-web'),
  OIDC_CLIENT_SECRET: z.string(required(`a secret of at least ${SECRET_MIN} characters`)).min(SECRET_MIN, `must be at least ${SECRET_MIN} characters`),
  OIDC_REDIRECT_URIS: urlList.default(['http://127.0.0.1:3000/api/callback']),
  OIDC_POST_LOGOUT_REDIRECT_URIS: urlList.default(['http://127.0.0.1:3000/']),
  OIDC_EXTRA_CLIENTS: jsonText(z.array(extraClient), 'a JSON array of clients').default([]),
  AUTH_COOKIE_KEYS: z
    .string(required(`a comma-separated list of secrets of at least ${SECRET_MIN} characters`))
    .pipe(commaList)
    .pipe(z.array(z.string().min(SECRET_MIN, `every key must be at least ${SECRET_MIN} characters`)).min(1, 'must list at least one key')),
  AUTH_JWKS: jsonText(jwks, 'a JSON object {"keys": [private JWKs]}'),
  ADMIN_EMAILS: commaList.pipe(z.array(emailSchema)).default([]),
  BRAND_NAME: z.string().min(1).default('Lumafolio'),
  /** The web app, for "back to site" links. */
  PUBLIC_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).default('http://127.0.0.1:3000'),
  AUTH_SIGNIN_LIMIT_PER_ACCOUNT: envInteger(1, 10_000).default(5),
  AUTH_SIGNIN_LIMIT_PER_IP: envInteger(1, 100_000).default(20),
  AUTH_SIGNUP_LIMIT_PER_IP: envInteger(1, 100_000).default(10),
  /** How often accounts still being deleted are announced again (the backstop for a lost announcement). */
  ACCOUNT_DELETION_RESUME_MS: envInteger(1_000, 86_400_000).default(60_000),
});
/** The auth service's settings, injected by type. */
export class AuthConfig extends configClass(authConfigSchema) {}

/** Only what the CLIs need: they talk to MongoDB directly. */
export const cliConfigSchema = z.object({ ...mongoEnv });
