import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import type { HealthReport } from '@lumafolio/contracts';
import { RpcClient, runHealthChecks } from '@lumafolio/server-common';

@Controller()
export class HealthController {
  constructor(private readonly rpc: RpcClient) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  @Header('cache-control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the gateway can reach the message bus, so it can serve API calls. */
  @Get('readyz')
  @Header('cache-control', 'no-store')
  async ready(): Promise<HealthReport> {
    const report = await runHealthChecks('gateway', [{ name: 'nats', check: () => this.rpc.ping() }], 1_000);
    if (report.status !== 'ok') throw new ServiceUnavailableException(`Not ready: ${JSON.stringify(report.checks)}`);
    return report;
  }
}
