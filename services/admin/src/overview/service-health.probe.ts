import { Injectable } from '@nestjs/common';
import { healthRpc, SERVICE_NAMES, type PlatformProblem, type ServiceName } from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import type { PlatformProbe } from './platform-probe.js';

const OTHER_SERVICES = SERVICE_NAMES.filter((service): service is Exclude<ServiceName, 'admin'> => service !== 'admin');

/** Every other service answers its health check, and each of its own checks passes. */
@Injectable()
export class ServiceHealthProbe implements PlatformProbe {
  constructor(private readonly rpc: RpcClient) {}

  async problems(): Promise<PlatformProblem[]> {
    const found = await Promise.all(OTHER_SERVICES.map((service) => this.problemsOf(service)));
    return found.flat();
  }

  private async problemsOf(service: ServiceName): Promise<PlatformProblem[]> {
    try {
      const report = await this.rpc.call(healthRpc(service), {});
      return Object.entries(report.checks)
        .filter(([, check]) => check.status !== 'ok')
        .map(([name, check]) => ({ component: service, message: `The ${service} service cannot reach ${name}${check.message ? `: ${check.message}` : '.'}` }));
    } catch (error) {
      const why = error instanceof RpcCallError && error.status === 503 ? 'does not answer' : 'failed its health check';
      return [{ component: service, message: `The ${service} service ${why}.` }];
    }
  }
}
