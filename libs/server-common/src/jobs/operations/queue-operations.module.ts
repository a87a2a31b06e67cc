import { Controller, Inject, Module, type DynamicModule, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { queueOperationsRpcs, type QueueOwner } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '../../rpc/rpc-handler.js';
import { OwnedQueues, type OwnedQueuesOptions } from './owned-queues.js';
import { QueueOperations } from './queue-operations.js';

/** The owner's answers to `<owner>.jobs.*.v1`, one thin handler per operation. */
function queueOperationsControllerFor(owner: QueueOwner): Type<unknown> {
  const rpcs = queueOperationsRpcs(owner);

  @Controller()
  class QueueOperationsController {
    constructor(@Inject(QueueOperations) private readonly operations: QueueOperations) {}

    @RpcHandler(rpcs.overview)
    overview({ queue }: RpcPayload<typeof rpcs.overview>) {
      return this.operations.overview(queue);
    }

    @RpcHandler(rpcs.list)
    list({ queue, states, start, end }: RpcPayload<typeof rpcs.list>) {
      return this.operations.list(queue, states, start, end);
    }

    @RpcHandler(rpcs.get)
    get({ queue, jobId }: RpcPayload<typeof rpcs.get>) {
      return this.operations.get(queue, jobId);
    }

    @RpcHandler(rpcs.logs)
    logs({ queue, jobId }: RpcPayload<typeof rpcs.logs>) {
      return this.operations.logs(queue, jobId);
    }

    @RpcHandler(rpcs.metrics)
    metrics({ queue, type, start, end }: RpcPayload<typeof rpcs.metrics>) {
      return this.operations.metrics(queue, type, start, end);
    }

    @RpcHandler(rpcs.redisInfo)
    redisInfo({ queue }: RpcPayload<typeof rpcs.redisInfo>) {
      return this.operations.redisInfo(queue);
    }

    @RpcHandler(rpcs.retry)
    retry({ queue, jobId }: RpcPayload<typeof rpcs.retry>) {
      return this.operations.retry(queue, jobId);
    }

    @RpcHandler(rpcs.remove)
    remove({ queue, jobId }: RpcPayload<typeof rpcs.remove>) {
      return this.operations.remove(queue, jobId);
    }

    @RpcHandler(rpcs.setPaused)
    setPaused({ queue, paused }: RpcPayload<typeof rpcs.setPaused>) {
      return this.operations.setPaused(queue, paused);
    }
  }
  return QueueOperationsController;
}

/**
 * A queue owner's side of the operators' views (ADR 49): the admin Jobs tab and Bull Board
 * ask the owner about its queues over NATS, and only the owner opens them. Mounted once by
 * each owner: `imports: [QueueOperationsModule.forOwner('media', { redisUrl, config })]`.
 */
@Module({})
export class QueueOperationsModule implements OnApplicationShutdown {
  constructor(@Inject(OwnedQueues) private readonly queues: OwnedQueues) {}

  static forOwner(owner: QueueOwner, options: OwnedQueuesOptions): DynamicModule {
    return {
      module: QueueOperationsModule,
      controllers: [queueOperationsControllerFor(owner)],
      providers: [
        { provide: OwnedQueues, useFactory: () => new OwnedQueues(owner, options) },
        { provide: QueueOperations, useFactory: (queues: OwnedQueues) => new QueueOperations(queues), inject: [OwnedQueues] },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queues.close();
  }
}
