import { Controller } from '@nestjs/common';
import { listFailedJobsRpc, listJobQueuesRpc, removeJobRpc, retryJobRpc, setQueuePausedRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { JobsService } from './jobs.service.js';

@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @RpcHandler(listJobQueuesRpc)
  list() {
    return this.jobs.list();
  }

  @RpcHandler(listFailedJobsRpc)
  failed({ queue, cursor, limit }: RpcPayload<typeof listFailedJobsRpc>) {
    return this.jobs.failed(queue, { cursor, limit });
  }

  @RpcHandler(retryJobRpc)
  retry({ actorId, queue, jobId }: RpcPayload<typeof retryJobRpc>) {
    return this.jobs.retry(actorId, queue, jobId);
  }

  @RpcHandler(removeJobRpc)
  remove({ actorId, queue, jobId }: RpcPayload<typeof removeJobRpc>) {
    return this.jobs.remove(actorId, queue, jobId);
  }

  @RpcHandler(setQueuePausedRpc)
  setPaused({ actorId, queue, paused }: RpcPayload<typeof setQueuePausedRpc>) {
    return this.jobs.setPaused(actorId, queue, paused);
  }
}
