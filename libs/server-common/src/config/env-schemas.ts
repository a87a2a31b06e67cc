import { z } from 'zod';

const url = (protocols: string[]) =>
  z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: `must be a ${protocols.join(' or ')} URL` });

const port = z.coerce.number().int().min(1).max(65535);

/** Environment fragments shared by the processes; each service spreads what it needs. */
export const logEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export const natsEnv = {
  NATS_URL: url(['nats', 'tls']).default('nats://127.0.0.1:4222'),
};

export const rpcEnv = {
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
};

export const mongoEnv = {
  MONGODB_URI: url(['mongodb', 'mongodb\\+srv']).default('mongodb://127.0.0.1:27017/lumafolio'),
};

export const redisEnv = {
  REDIS_URL: url(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
};

export const httpEnv = {
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port.default(3000),
};
