import { Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  jobIdSchema,
  listFailedJobsRpc,
  listJobQueuesRpc,
  pageQuerySchema,
  queueNameSchema,
  removeJobRpc,
  retryJobRpc,
  setQueuePausedRpc,
  toPageRequest,
  type FailedJob,
  type JobQueues,
  type Page,
  type QueueSummary,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { AdminController } from './admin-routes.js';

/** The Jobs tab: the queues of the job registry, their failed jobs, retry, remove, pause and resume. */
@AdminController()
export class AdminJobsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('jobs')
  queues(): Promise<JobQueues> {
    return this.rpc.call(listJobQueuesRpc, {});
  }

  @Get('jobs/:queue/failed')
  failed(@Param('queue') queue: string, @Query() query: unknown): Promise<Page<FailedJob>> {
    return this.rpc.call(listFailedJobsRpc, { queue: queueNameSchema.parse(queue), ...toPageRequest(pageQuerySchema.parse(query ?? {})) });
  }

  @Post('jobs/:queue/pause')
  @HttpCode(200)
  pause(@CurrentUserId() actorId: string, @Param('queue') queue: string): Promise<QueueSummary> {
    return this.rpc.call(setQueuePausedRpc, { actorId, queue: queueNameSchema.parse(queue), paused: true });
  }

  @Post('jobs/:queue/resume')
  @HttpCode(200)
  resume(@CurrentUserId() actorId: string, @Param('queue') queue: string): Promise<QueueSummary> {
    return this.rpc.call(setQueuePausedRpc, { actorId, queue: queueNameSchema.parse(queue), paused: false });
  }

  @Post('jobs/:queue/:jobId/retry')
  @HttpCode(200)
  retry(@CurrentUserId() actorId: string, @Param('queue') queue: string, @Param('jobId') jobId: string): Promise<{ retried: true }> {
    return this.rpc.call(retryJobRpc, { actorId, queue: queueNameSchema.parse(queue), jobId: jobIdSchema.parse(jobId) });
  }

  @Delete('jobs/:queue/:jobId')
  @HttpCode(204)
  async remove(@CurrentUserId() actorId: string, @Param('queue') queue: string, @Param('jobId') jobId: string): Promise<void> {
    await this.rpc.call(removeJobRpc, { actorId, queue: queueNameSchema.parse(queue), jobId: jobIdSchema.parse(jobId) });
  }
}
