import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { OverviewController } from './overview.controller.js';
import { OverviewService } from './overview.service.js';
import { PLATFORM_PROBES, type PlatformProbe } from './platform-probe.js';
import { QueueHealthProbe } from './queue-health.probe.js';
import { ServiceHealthProbe } from './service-health.probe.js';

/** The Overview tab: user counts and a platform status that runs every probe listed here. */
@Module({
  imports: [JobsModule],
  controllers: [OverviewController],
  providers: [
    OverviewService,
    ServiceHealthProbe,
    QueueHealthProbe,
    { provide: PLATFORM_PROBES, useFactory: (...probes: PlatformProbe[]) => probes, inject: [ServiceHealthProbe, QueueHealthProbe] },
  ],
})
export class OverviewModule {}
