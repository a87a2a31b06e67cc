import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { OverviewController } from './overview.controller.js';
import { OverviewService } from './overview.service.js';
import { PageViewsService } from './page-views.service.js';
import { PLATFORM_PROBES, type PlatformProbe } from './platform-probe.js';
import { QueueHealthProbe } from './queue-health.probe.js';
import { ServiceHealthProbe } from './service-health.probe.js';

/** The Overview tab: user counts, a platform status that runs every probe listed here, and the page-view charts. */
@Module({
  imports: [JobsModule],
  controllers: [OverviewController],
  providers: [
    OverviewService,
    PageViewsService,
    ServiceHealthProbe,
    QueueHealthProbe,
    { provide: PLATFORM_PROBES, useFactory: (...probes: PlatformProbe[]) => probes, inject: [ServiceHealthProbe, QueueHealthProbe] },
  ],
})
export class OverviewModule {}
