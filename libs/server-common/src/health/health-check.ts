import type { HealthReport } from '@lumafolio/contracts';
import { withTimeout } from '../lifecycle/with-timeout.js';

export interface HealthCheck {
  name: string;
  /** Resolves when the dependency is usable; rejects with a reason otherwise. */
  check(): Promise<void>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

export async function runHealthChecks(service: string, checks: readonly HealthCheck[], timeoutMs = 2_000): Promise<HealthReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), timeoutMs);
        return [name, { status: 'ok' as const }] as const;
      } catch (error) {
        return [name, { status: 'error' as const, message: error instanceof Error ? error.message : String(error) }] as const;
      }
    }),
  );
  const failed = results.some(([, result]) => result.status === 'error');
  return { service, status: failed ? 'error' : 'ok', checks: Object.fromEntries(results) };
}
