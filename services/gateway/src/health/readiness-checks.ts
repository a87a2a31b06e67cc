import { healthRpc, SERVICE_NAMES } from '@lumafolio/contracts';
import type { HealthCheck, RpcClient } from '@lumafolio/server-common';

const SERVICE_CHECK_TIMEOUT_MS = 1_000;

/** One readiness check per NATS service: its own health check, answered in time and "ok". */
export function serviceHealthChecks(rpc: RpcClient): HealthCheck[] {
  return SERVICE_NAMES.map((service) => ({
    name: service,
    async check() {
      const report = await rpc.call(healthRpc(service), {}, SERVICE_CHECK_TIMEOUT_MS);
      const failing = Object.entries(report.checks).filter(([, result]) => result.status !== 'ok');
      if (report.status !== 'ok')
        throw new Error(`${service} is unhealthy: ${failing.map(([name, result]) => `${name} (${result.message ?? 'failed'})`).join(', ')}`);
    },
  }));
}
