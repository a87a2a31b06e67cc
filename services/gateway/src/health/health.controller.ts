import { Controller, Get, Header, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { HealthReport } from '@lumafolio/contracts';
import { runHealthChecks, type HealthCheck } from '@lumafolio/server-common';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: HealthCheck[]) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  @Header('cache-control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the gateway reaches the message bus and the session store. */
  @Get('readyz')
  @Header('cache-control', 'no-store')
  async ready(): Promise<HealthReport> {
    const report = await runHealthChecks('gateway', this.checks, 1_000);
    if (report.status !== 'ok') throw new ServiceUnavailableException(`Not ready: ${JSON.stringify(report.checks)}`);
    return report;
  }
}
