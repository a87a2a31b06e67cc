import { Logger } from '@nestjs/common';
import { healthRpc, type ServiceName } from '@lumafolio/contracts';
import { natsConnectionOf, RpcClient } from '@lumafolio/server-common';
import { setTimeout as sleep } from 'node:timers/promises';

// Tooling process: NestJS's NATS connection chatter would only clutter test output.
Logger.overrideLogger(false);

/** Waits until a NATS service answers its health check (its RPC subscriptions are live). */
export async function waitForRpcService(
  env: { NATS_URL: string; NATS_USER?: string; NATS_PASSWORD?: string },
  service: ServiceName,
  timeoutMs = 30_000,
): Promise<void> {
  const client = new RpcClient({ nats: natsConnectionOf(env), timeoutMs: 1_000, name: `wait-for-${service}` });
  await client.connect();
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        const report = await client.call(healthRpc(service), {});
        if (report.status === 'ok') return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`${service} did not answer its health check within ${timeoutMs} ms: ${String(error)}`);
      }
      if (Date.now() > deadline) throw new Error(`${service} is not healthy after ${timeoutMs} ms`);
      await sleep(200);
    }
  } finally {
    await client.close();
  }
}
