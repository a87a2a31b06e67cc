import { jest } from '@jest/globals';
import { healthRpc, type HealthReport } from '@lumafolio/contracts';
import { profile, startService, type ManagedProcess } from '@lumafolio/dev-stack';
import { natsConnectionOf, RpcClient } from '@lumafolio/server-common';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The admin service's health check (what /readyz shows for "admin") covers its database.
 * Its Redis holds only the AI insights' cache (a miss when unreachable) and the queues are
 * read through their owners, so Redis being down does not make the service unhealthy.
 * Real NATS and FerretDB; Redis is pointed at a port where nothing listens.
 */
jest.setTimeout(60_000);

const testProfile = profile('test');

describe('the admin service health check', () => {
  let admin: ManagedProcess | undefined;
  let rpc: RpcClient;

  beforeAll(async () => {
    rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 5_000, name: 'admin-health-test' });
    await rpc.connect();
  });

  afterAll(async () => {
    await admin?.stop();
    await rpc?.close();
  });

  /** Starts the admin service and resolves with its first health report. */
  const startAdmin = async (env: Record<string, string> = {}): Promise<HealthReport> => {
    await admin?.stop();
    admin = startService('admin', testProfile, { output: 'silent', env });
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        return await rpc.call(healthRpc('admin'), {});
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  };

  it('reports mongodb ok', async () => {
    expect(await startAdmin()).toEqual({ service: 'admin', status: 'ok', checks: { mongodb: { status: 'ok' } } });
  });

  it('stays ok when Redis does not answer (only a cache lives there)', async () => {
    expect(await startAdmin({ REDIS_URL: 'redis://127.0.0.1:1' })).toEqual({ service: 'admin', status: 'ok', checks: { mongodb: { status: 'ok' } } });
  });
});
