import { Controller, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { healthReportSchema, type HealthReport } from '@lumafolio/contracts';
import { runHealthChecks, type HealthCheck } from '@lumafolio/server-common';
import { z } from 'zod';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
/** When a balancer or a client should ask a gateway that is not ready again (the health checks' own time budget is 1.5 s). */
const NOT_READY_RETRY_AFTER_S = 5;

const liveness = defineHttpRoute({
  method: 'GET',
  path: '/healthz',
  tag: 'Operations',
  summary: 'Liveness: the process answers',
  access: 'anonymous',
  status: 200,
  answer: json(z.object({ status: z.literal('ok') }).strict(), 'Alive.'),
});

const readiness = defineHttpRoute({
  method: 'GET',
  path: '/readyz',
  tag: 'Operations',
  summary: 'Readiness: NATS, Redis, storage and every service answer',
  access: 'anonymous',
  status: 200,
  answer: json(healthReportSchema, 'Ready.'),
  otherAnswers: {
    503: json(healthReportSchema, `Not ready: the report names what does not answer; Retry-After says when to ask again (${NOT_READY_RETRY_AFTER_S} s).`),
  },
});

@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: HealthCheck[]) {}

  /** Liveness: the process answers. */
  @HttpRoute(liveness)
  @Header('cache-control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: the gateway reaches the message bus, the session store and storage, and
   * every service answers its health check. A 503 names what does not, and says when to ask again.
   */
  @HttpRoute(readiness)
  @Header('cache-control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await runHealthChecks('gateway', this.checks, 1_500);
    if (report.status !== 'ok') void reply.status(503).header('retry-after', String(NOT_READY_RETRY_AFTER_S));
    return report;
  }
}
