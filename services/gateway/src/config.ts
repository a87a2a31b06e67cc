import { configClass, envInteger, httpEnv, imageUrlEnv, loadConfig, logEnv, metricsEnv, tracingEnv, natsEnv, redisEnv, rpcEnv } from '@lumafolio/server-common';
import { RESUMABLE_UPLOAD_EXPIRY_S } from '@lumafolio/contracts';
import { storageEnv } from '@lumafolio/storage';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { contactEnv } from './contact/contact-config.js';
import { trustProxySchema } from './http/trust-proxy.js';
import { pageViewsEnv } from './page-views/page-views-config.js';
import { userRateLimitEnv } from './security/user-rate-limit-config.js';

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const defaultWebServerEntry = fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url));
const DAY_S = 24 * 60 * 60;

export const gatewayConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  ...httpEnv,
  ...redisEnv,
  ...storageEnv,
  ...contactEnv,
  ...pageViewsEnv,
  ...userRateLimitEnv,
  ...imageUrlEnv,
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  /** The web app's server build: renders the visitor pages' HTML (ADR 11). */
  WEB_SERVER_ENTRY: z.string().min(1).default(defaultWebServerEntry),
  /** Where browsers reach the app (its origin); decides cookie security and the OIDC redirect URIs. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://127.0.0.1:3000')
    .transform((url) => new URL(url).origin),
  OIDC_ISSUER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:3001'),
  OIDC_CLIENT_ID: z.string().min(1).default('lumafolio-web'),
  OIDC_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters (the client secret registered at the issuer)'),
  OIDC_SCOPES: z.string().default('openid email profile'),
  SESSION_IDLE_TTL_S: envInteger(60, 90 * DAY_S).default(7 * DAY_S),
  SESSION_ABSOLUTE_TTL_S: envInteger(60, 365 * DAY_S).default(30 * DAY_S),
  TRUST_PROXY: trustProxySchema,
  /** Visitor pages and public answers cached in Redis (off: every request is computed, e.g. to measure it). */
  VISITOR_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * A backstop only: changes invalidate cached answers at once (events), this bounds how long an unused one is kept.
   * At most a day: a cached page's signed image URLs live a week at least (ADR 24).
   */
  VISITOR_CACHE_TTL_S: envInteger(10, DAY_S).default(600),
  /** What the stored visitor answers may weigh together (MB): beyond it the oldest go, whichever portfolio they show. */
  VISITOR_CACHE_MAX_MB: envInteger(1, 1_048_576).default(256),
  /** Building the sitemap scans every public photo: it is built again at most this often (0: on every request). */
  SITEMAP_CACHE_S: envInteger(0, DAY_S).default(300),
  /** An unfinished resumable upload (its bytes wait in the bucket, ADR 40) is removed this long after it was created. */
  RESUMABLE_UPLOAD_EXPIRY_S: envInteger(60, 7 * DAY_S).default(RESUMABLE_UPLOAD_EXPIRY_S),
  /** Unfinished resumable uploads one user may have at once, on all gateways together. */
  RESUMABLE_UPLOAD_MAX_OPEN: envInteger(1, 1000).default(20),
  /** How often expired resumable uploads are looked for. */
  RESUMABLE_UPLOAD_CLEANUP_S: envInteger(10, DAY_S).default(15 * 60),
});
/** The gateway's settings, injected by type. */
export class GatewayConfig extends configClass(gatewayConfigSchema) {}

export const loadGatewayConfig = (env?: Record<string, string | undefined>) => loadConfig('gateway', gatewayConfigSchema, env);
