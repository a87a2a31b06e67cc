import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
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

  /**
   * Readiness: the gateway reaches the message bus, the session store and storage, and
   * every service answers its health check. A 503 names what does not.
   */
  @Get('readyz')
  @Header('cache-control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await runHealthChecks('gateway', this.checks, 1_500);
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
