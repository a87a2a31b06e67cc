import { Inject, Injectable } from '@nestjs/common';
import { countUsersRpc, type AdminOverview } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { PLATFORM_PROBES, type PlatformProbe } from './platform-probe.js';

@Injectable()
export class OverviewService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(PLATFORM_PROBES) private readonly probes: PlatformProbe[],
  ) {}

  async overview(): Promise<AdminOverview> {
    const [users, problems] = await Promise.all([this.rpc.call(countUsersRpc, {}), Promise.all(this.probes.map((probe) => probe.problems()))]);
    const found = problems.flat();
    return {
      totalUsers: users.total,
      adminUsers: users.admins,
      platform: { status: found.length === 0 ? 'active' : 'degraded', problems: found, checkedAt: new Date().toISOString() },
    };
  }
}
