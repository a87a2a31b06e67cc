import { z } from 'zod';

const url = (protocols: string[]) => z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: `must be a ${protocols.join(' or ')} URL` });

/** A whole number read from an environment string, with a message a person understands. */
export const envInteger = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int({ error: `must be a whole number between ${min} and ${max}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const port = envInteger(1, 65535);

/** Environment fragments shared by the processes; each service spreads what it needs. */
export const logEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/**
 * Where the process serves its Prometheus metrics (`GET /metrics`): a port of its own, never a
 * public one. Unset, no metrics server runs (containers set 9464; `npm start` gives every
 * process its own port).
 */
export const metricsEnv = {
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};

/** The trace samplers of the OpenTelemetry specification (`OTEL_TRACES_SAMPLER`). */
export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

/**
 * OpenTelemetry tracing, by the standard OTel variables. Off unless an OTLP endpoint is set
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` for traces alone);
 * spans go there over OTLP/HTTP (JSON). `OTEL_SERVICE_NAME` defaults to the process's name.
 * `OTEL_EXPORTER_OTLP_HEADERS` (credentials) is read by the exporter itself, never parsed here.
 */
export const tracingEnv = {
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  OTEL_TRACES_EXPORTER: z.enum(['otlp', 'none'], { error: 'must be otlp or none' }).default('otlp'),
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http', 'https']).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url(['http', 'https']).optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/json'], { error: 'must be http/json (the only OTLP protocol this build exports)' }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  OTEL_TRACES_SAMPLER: z.enum(TRACE_SAMPLERS, { error: `must be one of ${TRACE_SAMPLERS.join(', ')}` }).default('parentbased_always_on'),
  /** The ratio of the `traceidratio` samplers. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number({ error: 'must be a number between 0 and 1' }).min(0).max(1).default(1),
  /** How long finished spans wait to be exported together (ms). */
  OTEL_BSP_SCHEDULE_DELAY: envInteger(1, 60_000).default(5_000),
  /** Finished spans kept while the collector is slow or away; beyond, new ones are dropped. */
  OTEL_BSP_MAX_QUEUE_SIZE: envInteger(1, 1_000_000).default(2_048),
};

export const natsEnv = {
  NATS_URL: url(['nats', 'tls']).default('nats://127.0.0.1:4222'),
  /** This process's own NATS account: the servers we run refuse anonymous clients. */
  NATS_USER: z.string().min(1).optional(),
  NATS_PASSWORD: z.string().min(1).optional(),
};

export const rpcEnv = {
  RPC_TIMEOUT_MS: envInteger(100, 60_000).default(5_000),
  /** How often each service called in the last minute is asked whether it answers (ADR 48). */
  RPC_PROBE_INTERVAL_MS: envInteger(50, 5_000).default(250),
  /**
   * A service that answers nothing this long is known not to answer: calls to it, waiting or
   * new, fail at once with 503 until it answers again (ADR 48).
   */
  RPC_DOWN_AFTER_MS: envInteger(100, 60_000).default(750),
};

export const mongoEnv = {
  MONGODB_URI: url(['mongodb', 'mongodb\\+srv']).default('mongodb://127.0.0.1:27017/lumafolio'),
  /** The most database connections this process opens; the sum over every process fits the server (docs/operations.md). */
  MONGODB_MAX_POOL_SIZE: envInteger(1, 500).default(10),
};

export const redisEnv = {
  REDIS_URL: url(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
};

export const httpEnv = {
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port.default(3000),
};

/**
 * A BullMQ key prefix: the default ('bull') unless a deployment (or a test) isolates a queue.
 * Its producers and its worker must be given the same one.
 */
export const queuePrefix = () =>
  z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, { error: 'must be letters, digits, ":", "_" or "-"' })
    .default('bull');

/** The media queue's prefix. */
export const mediaQueuePrefixEnv = { MEDIA_QUEUE_PREFIX: queuePrefix() };

/** The portfolio queue's prefix (hero results). */
export const portfolioQueuePrefixEnv = { PORTFOLIO_QUEUE_PREFIX: queuePrefix() };

/** The accounts queue's prefix (account deletions). */
export const accountsQueuePrefixEnv = { ACCOUNTS_QUEUE_PREFIX: queuePrefix() };

/** The integrations queue's prefix (e-mails). */
export const integrationsQueuePrefixEnv = { INTEGRATIONS_QUEUE_PREFIX: queuePrefix() };

/** The album-sync queue's prefix (Google Photos imports). */
export const albumSyncQueuePrefixEnv = { ALBUM_SYNC_QUEUE_PREFIX: queuePrefix() };

/** Where a queue's prefix is set: MEDIA_QUEUE_PREFIX for the media queue. */
export const queuePrefixVariable = (queueName: string) => `${queueName.toUpperCase().replace(/-/g, '_')}_QUEUE_PREFIX`;

/** A queue's prefix in its owner's configuration (which spreads the queue's `…QueuePrefixEnv`). */
export function queuePrefixOf(config: object, queueName: string): string {
  const prefix = (config as Record<string, unknown>)[queuePrefixVariable(queueName)];
  if (typeof prefix !== 'string') throw new Error(`No ${queuePrefixVariable(queueName)} setting: give the queue's owner its prefix setting`);
  return prefix;
}

/** Signs public image URLs (media) and checks them (gateway): the same value in both, 32+ characters. */
export const imageUrlEnv = {
  IMAGE_URL_SECRET: z.string().min(32, { error: 'must be at least 32 characters (the secret shared by media and the gateway)' }),
};
