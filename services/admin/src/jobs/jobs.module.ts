import { Module } from '@nestjs/common';
import { QueueOwnerClient, RpcClient } from '@lumafolio/server-common';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/** The Jobs tab: the queues of the job registry, read and acted on by asking their owners. */
@Module({
  controllers: [JobsController],
  providers: [JobsService, { provide: QueueOwnerClient, useFactory: (rpc: RpcClient) => new QueueOwnerClient(rpc), inject: [RpcClient] }],
  exports: [QueueOwnerClient],
})
export class JobsModule {}
