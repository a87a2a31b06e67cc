/**
 * Container health check: `node libs/server-common/dist/health/healthcheck-cli.js <process>`.
 * Exits 0 when healthy, 1 otherwise (with the reason on stderr).
 *   gateway        GET /healthz on GATEWAY_PORT
 *   NATS services  the service's own checks, asked over `<service>.health.check.v1`
 *   workers        the queue's Redis answers PING
 */
import { Logger } from '@nestjs/common';
import { healthRpc, SERVICE_NAMES, type ServiceName } from '@lumafolio/contracts';
import { Redis } from 'ioredis';
import { natsConnectionOf } from '../rpc/nats-connection.js';
import { RpcClient } from '../rpc/rpc-client.js';

const TIMEOUT_MS = 3_000;

// The probe's exit code is its whole answer; NestJS's connection chatter is noise here.
Logger.overrideLogger(false);

async function probe(target: string): Promise<void> {
  if (target === 'gateway') {
    const response = await fetch(`http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}/healthz`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return;
  }
  if ((SERVICE_NAMES as readonly string[]).includes(target)) {
    const nats = natsConnectionOf({
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      NATS_USER: process.env.NATS_USER,
      NATS_PASSWORD: process.env.NATS_PASSWORD,
    });
    const client = new RpcClient({ nats, timeoutMs: TIMEOUT_MS, name: `healthcheck-${target}` });
    try {
      await client.connect();
      const report = await client.call(healthRpc(target as ServiceName), {});
      if (report.status !== 'ok') throw new Error(JSON.stringify(report.checks));
    } finally {
      await client.close();
    }
    return;
  }
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const pong = await redis.ping();
    if (pong !== 'PONG') throw new Error(`Redis answered ${pong}`);
  } finally {
    redis.disconnect();
  }
}

const target = process.argv[2] ?? 'gateway';
const deadline = setTimeout(() => fail(new Error(`no answer within ${TIMEOUT_MS + 1_000} ms`)), TIMEOUT_MS + 1_000);
function fail(error: unknown): never {
  process.stderr.write(`${target} unhealthy: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
probe(target).then(() => {
  clearTimeout(deadline);
  process.exit(0);
}, fail);
