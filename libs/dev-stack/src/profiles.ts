import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadInfraCredentials, PROCESS_NEEDS, STACK_PROCESSES, TOOLS_ACCOUNT, type StackProcessName } from './accounts.ts';
import { loadLocalSecrets } from './secrets.ts';

/**
 * Where each piece listens. `dev` is what `npm start` uses; `test` is a second, isolated
 * set of ports and data so `npm test` never collides with a running dev stack; `bench` is
 * a third one for benchmarks that fill the database (`npm run bench:scale` seeds 100 000
 * photos, which must not land in a developer's data). The same variables drive
 * deploy/local/infra.sh and docker-compose.yml.
 */
export type ProfileName = 'dev' | 'test' | 'bench';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The environment of tests and tools: the tools account and every local secret. */
export interface ServiceEnv {
  REDIS_URL: string;
  NATS_URL: string;
  NATS_USER: string;
  NATS_PASSWORD: string;
  MONGODB_URI: string;
  S3_ENDPOINT: string;
  GATEWAY_HOST: string;
  GATEWAY_PORT: string;
  PUBLIC_URL: string;
  AUTH_HTTP_PORT: string;
  AUTH_ISSUER_URL: string;
  OIDC_ISSUER_URL: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
  OIDC_REDIRECT_URIS: string;
  OIDC_POST_LOGOUT_REDIRECT_URIS: string;
  AUTH_COOKIE_KEYS: string;
  AUTH_JWKS: string;
  IMAGE_URL_SECRET: string;
  GOOGLE_TOKEN_KEY: string;
  ADMIN_EMAILS: string;
  STORAGE_LOCAL_DIR: string;
  AUTH_SIGNIN_LIMIT_PER_IP?: string;
  AUTH_SIGNUP_LIMIT_PER_IP?: string;
  AUTH_PASSWORD_HASHING?: string;
  CONTACT_RATE_LIMIT?: string;
  PAGE_VIEW_RATE_LIMIT?: string;
  RPC_TIMEOUT_MS?: string;
}

export interface Profile {
  infraEnv: Record<string, string>;
  /** Read when first used: the credentials exist once the infrastructure has started. */
  readonly serviceEnv: ServiceEnv;
  /** What one process is given: its own accounts and only the secrets it uses. */
  envFor(processName: StackProcessName): Record<string, string>;
  gatewayUrl: string;
  issuerUrl: string;
  /** Where this profile keeps its data, secrets and state (absolute). */
  dataDir: string;
  /**
   * The port of a process's metrics server: one per process, in STACK_PROCESSES order from the
   * profile's base. `npm start` (dev) gives each process its own; other profiles set it only
   * when a test asks (a test may run two copies of one process).
   */
  metricsPort(processName: StackProcessName): number;
}

const ports = {
  dev: { redis: 6379, nats: 4222, natsMonitor: 8222, ferretdb: 27017, s3: 7070, gateway: 3000, auth: 3001, metrics: 9464, dataDir: '.data', db: 'lumafolio' },
  test: {
    redis: 16379,
    nats: 14222,
    natsMonitor: 18222,
    ferretdb: 37017,
    s3: 17070,
    gateway: 13000,
    auth: 13001,
    metrics: 19464,
    dataDir: '.data/test',
    db: 'lumafolio_test',
  },
  bench: {
    redis: 46379,
    nats: 44222,
    natsMonitor: 48222,
    ferretdb: 47017,
    s3: 47070,
    gateway: 43000,
    auth: 43001,
    metrics: 49464,
    dataDir: '.data/bench',
    db: 'lumafolio_bench',
  },
};

/** Environment keys a developer may override for `npm start`. */
const OVERRIDABLE = ['REDIS_URL', 'NATS_URL', 'MONGODB_URI', 'S3_ENDPOINT', 'GATEWAY_HOST', 'GATEWAY_PORT', 'ADMIN_EMAILS'] as const;
const SECRET_KEYS = ['OIDC_CLIENT_SECRET', 'AUTH_COOKIE_KEYS', 'AUTH_JWKS', 'IMAGE_URL_SECRET', 'GOOGLE_TOKEN_KEY'] as const;

/**
 * The infrastructure's own variables move a profile as they move infra.sh, so a second
 * set of the same profile can run next to the first (e.g. two worktrees' tests, or the
 * integration tests beside the end-to-end tests in `npm test`). GATEWAY_PORT and
 * AUTH_HTTP_PORT move the stack's own gateway and identity provider with it.
 */
function withInfraOverrides(defaults: (typeof ports)[ProfileName], env: NodeJS.ProcessEnv): (typeof ports)[ProfileName] {
  const portOf = (variable: string, fallback: number) => (env[variable] && /^\d{1,5}$/.test(env[variable]) ? Number(env[variable]) : fallback);
  return {
    ...defaults,
    redis: portOf('REDIS_PORT', defaults.redis),
    nats: portOf('NATS_PORT', defaults.nats),
    natsMonitor: portOf('NATS_MONITOR_PORT', defaults.natsMonitor),
    ferretdb: portOf('FERRETDB_PORT', defaults.ferretdb),
    s3: portOf('S3_PORT', defaults.s3),
    gateway: portOf('GATEWAY_PORT', defaults.gateway),
    auth: portOf('AUTH_HTTP_PORT', defaults.auth),
    dataDir: env.DATA_DIR || defaults.dataDir,
  };
}

export function profile(name: ProfileName, env: NodeJS.ProcessEnv = process.env): Profile {
  const p = withInfraOverrides(ports[name], env);
  const infraEnv = {
    REDIS_PORT: String(p.redis),
    NATS_PORT: String(p.nats),
    NATS_MONITOR_PORT: String(p.natsMonitor),
    FERRETDB_PORT: String(p.ferretdb),
    S3_PORT: String(p.s3),
    DATA_DIR: p.dataDir,
  };
  const overrides = name === 'dev' ? pick(env, OVERRIDABLE) : {};
  const gatewayPort = overrides.GATEWAY_PORT ?? String(p.gateway);
  const publicUrl = `http://127.0.0.1:${gatewayPort}`;
  const issuerUrl = `http://127.0.0.1:${p.auth}`;
  // DATA_DIR may be absolute (several worktrees sharing one running infrastructure) or relative to the repository.
  const dataDir = resolve(REPO_ROOT, p.dataDir);
  const metricsPort = (processName: StackProcessName) => p.metrics + STACK_PROCESSES.indexOf(processName);
  const redisUrl = (account: string, password: string) => overrides.REDIS_URL ?? `redis://${account}:${encodeURIComponent(password)}@127.0.0.1:${p.redis}`;
  // FerretDB signs a client in as the PostgreSQL role it names, which takes PLAIN (ADR 53).
  const mongoUri = (account: string, password: string) =>
    overrides.MONGODB_URI ?? `mongodb://${account}:${encodeURIComponent(password)}@127.0.0.1:${p.ferretdb}/${p.db}?authMechanism=PLAIN&authSource=%24external`;

  let cached: ServiceEnv | undefined;
  const serviceEnv = (): ServiceEnv => {
    if (cached) return cached;
    const credentials = loadInfraCredentials(join(dataDir, 'secrets', 'infra.env'));
    const secrets = loadLocalSecrets(join(dataDir, 'secrets.json'));
    cached = {
      REDIS_URL: redisUrl(TOOLS_ACCOUNT, credentials.redis(TOOLS_ACCOUNT)),
      NATS_URL: `nats://127.0.0.1:${p.nats}`,
      NATS_USER: TOOLS_ACCOUNT,
      NATS_PASSWORD: credentials.nats(TOOLS_ACCOUNT),
      MONGODB_URI: mongoUri(TOOLS_ACCOUNT, credentials.mongodb(TOOLS_ACCOUNT)),
      S3_ENDPOINT: `http://127.0.0.1:${p.s3}`,
      STORAGE_LOCAL_DIR: join(dataDir, 'storage'),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: gatewayPort,
      PUBLIC_URL: publicUrl,
      AUTH_HTTP_PORT: String(p.auth),
      AUTH_ISSUER_URL: issuerUrl,
      OIDC_ISSUER_URL: issuerUrl,
      OIDC_CLIENT_ID: 'lumafolio-web',
      OIDC_CLIENT_SECRET: secrets.oidcClientSecret,
      OIDC_REDIRECT_URIS: `${publicUrl}/api/callback`,
      OIDC_POST_LOGOUT_REDIRECT_URIS: `${publicUrl}/`,
      AUTH_COOKIE_KEYS: secrets.authCookieKeys.join(','),
      AUTH_JWKS: JSON.stringify(secrets.authJwks),
      IMAGE_URL_SECRET: secrets.imageUrlSecret,
      GOOGLE_TOKEN_KEY: secrets.googleTokenKey,
      ADMIN_EMAILS: 'admin@lumafolio.local',
      // Every test signs up (and sends contact messages and page views) from 127.0.0.1: per-IP throttling
      // would stop the suite itself. (Per-account throttling stays on; the tests of the
      // limits set them back.)
      // The suites run beside each other on a small machine: a service there can take longer than
      // production's 5 s to answer, and what they check is what it answers. (The test of the
      // timeout itself sets it back.) Their thousands of sign-ups and sign-ins hash passwords at
      // the least cost OWASP allows: a sixth of the CPU of production's.
      ...(name === 'test'
        ? {
            AUTH_SIGNIN_LIMIT_PER_IP: '100000',
            AUTH_SIGNUP_LIMIT_PER_IP: '100000',
            AUTH_PASSWORD_HASHING: 'owasp-minimum',
            CONTACT_RATE_LIMIT: '100000',
            PAGE_VIEW_RATE_LIMIT: '100000',
            RPC_TIMEOUT_MS: '20000',
          }
        : {}),
      ...overrides,
    };
    return cached;
  };

  return {
    infraEnv,
    get serviceEnv() {
      return serviceEnv();
    },
    envFor(processName) {
      const tools = serviceEnv();
      const needs = PROCESS_NEEDS[processName];
      const credentials = loadInfraCredentials(join(dataDir, 'secrets', 'infra.env'));
      const shared = Object.fromEntries(
        Object.entries(tools).filter(
          ([key]) => !(SECRET_KEYS as readonly string[]).includes(key) && key !== 'REDIS_URL' && key !== 'MONGODB_URI' && !key.startsWith('NATS_'),
        ),
      ) as Record<string, string>;
      return {
        ...shared,
        NATS_URL: tools.NATS_URL,
        NATS_USER: processName,
        NATS_PASSWORD: credentials.nats(processName),
        ...(needs.redis ? { REDIS_URL: redisUrl(processName, credentials.redis(processName)) } : {}),
        ...(needs.database ? { MONGODB_URI: mongoUri(processName, credentials.mongodb(processName)) } : {}),
        // Its own S3 account, limited to its prefixes (ADR 70); only a process that uses storage has one.
        ...(needs.storage ? { S3_ACCESS_KEY_ID: processName, S3_SECRET_ACCESS_KEY: credentials.s3(processName) } : {}),
        ...(name === 'dev' ? { METRICS_PORT: String(metricsPort(processName)) } : {}),
        ...Object.fromEntries(needs.secrets.map((secret) => [secret, tools[secret]])),
      };
    },
    gatewayUrl: publicUrl,
    issuerUrl,
    dataDir,
    metricsPort,
  };
}

function pick<K extends string>(env: NodeJS.ProcessEnv, keys: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.flatMap((key) => (env[key] ? [[key, env[key] as string]] : []))) as Partial<Record<K, string>>;
}
