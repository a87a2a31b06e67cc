import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AdminConfig } from '../config.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';
import { WatchedQueues } from './watched-queues.js';

/** The Jobs tab: the queues of the job registry, read and acted on in Redis. */
@Module({
  controllers: [JobsController],
  providers: [JobsService, { provide: WatchedQueues, useFactory: (config: AdminConfig) => new WatchedQueues(config.REDIS_URL, config), inject: [AdminConfig] }],
  exports: [WatchedQueues],
})
export class JobsModule implements OnApplicationShutdown {
  constructor(@Inject(WatchedQueues) private readonly queues: WatchedQueues) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queues.close();
  }
}
