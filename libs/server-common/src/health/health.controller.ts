import { Controller, Inject, type Type } from '@nestjs/common';
import { healthRpc, type HealthReport, type ServiceName } from '@lumafolio/contracts';
import { RpcHandler } from '../rpc/rpc-handler.js';
import { HEALTH_CHECKS, runHealthChecks, type HealthCheck } from './health-check.js';

/**
 * A controller answering `<service>.health.check.v1` with the result of the checks the
 * service registered under HEALTH_CHECKS (an empty list means "process is up"). The RPC
 * clients' liveness probes (`<service>.health.live.v1`, ADR 48) are answered by a thread of
 * the service's own (startLivenessResponder), not by this controller: a busy main loop is
 * not a frozen process.
 */
export function healthControllerFor(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[]) {}

    @RpcHandler(healthRpc(service))
    report(): Promise<HealthReport> {
      return runHealthChecks(service, this.checks);
    }
  }
  return HealthController;
}
