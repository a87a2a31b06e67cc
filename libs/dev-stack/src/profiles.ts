/**
 * Where each piece listens. `dev` is what `npm start` uses; `test` is a second, isolated
 * set of ports and data so `npm test` never collides with a running dev stack. The same
 * variables drive deploy/local/infra.sh and docker-compose.yml.
 */
export type ProfileName = 'dev' | 'test';

export interface ServiceEnv {
  REDIS_URL: string;
  NATS_URL: string;
  MONGODB_URI: string;
  S3_ENDPOINT: string;
  GATEWAY_HOST: string;
  GATEWAY_PORT: string;
}

export interface Profile {
  infraEnv: Record<string, string>;
  serviceEnv: ServiceEnv;
  gatewayUrl: string;
}

const ports = {
  dev: { redis: 6379, nats: 4222, natsMonitor: 8222, ferretdb: 27017, s3: 7070, gateway: 3000, dataDir: '.data', db: 'lumafolio' },
  test: { redis: 16379, nats: 14222, natsMonitor: 18222, ferretdb: 37017, s3: 17070, gateway: 13000, dataDir: '.data/test', db: 'lumafolio_test' },
};

export function profile(name: ProfileName, env: NodeJS.ProcessEnv = process.env): Profile {
  const p = ports[name];
  const gatewayPort = name === 'dev' ? (env.GATEWAY_PORT ?? String(p.gateway)) : String(p.gateway);
  const infraEnv = {
    REDIS_PORT: String(p.redis),
    NATS_PORT: String(p.nats),
    NATS_MONITOR_PORT: String(p.natsMonitor),
    FERRETDB_PORT: String(p.ferretdb),
    S3_PORT: String(p.s3),
    DATA_DIR: p.dataDir,
  };
  const serviceEnv: ServiceEnv = {
    REDIS_URL: `redis://127.0.0.1:${p.redis}`,
    NATS_URL: `nats://127.0.0.1:${p.nats}`,
    MONGODB_URI: `mongodb://127.0.0.1:${p.ferretdb}/${p.db}`,
    S3_ENDPOINT: `http://127.0.0.1:${p.s3}`,
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: gatewayPort,
  };
  // A developer's own settings win over the profile in dev; tests stay isolated.
  const merged: ServiceEnv = name === 'dev' ? { ...serviceEnv, ...pick(env, Object.keys(serviceEnv)) } : serviceEnv;
  return { infraEnv, serviceEnv: merged, gatewayUrl: `http://127.0.0.1:${merged.GATEWAY_PORT}` };
}

function pick(env: NodeJS.ProcessEnv, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (env[key] ? [[key, env[key] as string]] : [])));
}
