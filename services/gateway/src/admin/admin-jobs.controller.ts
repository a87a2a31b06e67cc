import { Controller } from '@nestjs/common';
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
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { empty, json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';

const tag = ADMIN_TAGS.jobs;
const queueParams = z.object({ queue: queueNameSchema });
const jobParams = z.object({ queue: queueNameSchema, jobId: jobIdSchema });

const queues = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/jobs',
  tag,
  summary: 'The job queues',
  access: 'admin',
  status: 200,
  answer: json(listJobQueuesRpc.response, 'Every queue with its counts.'),
});

const failedJobs = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/jobs/:queue/failed',
  tag,
  summary: "A queue's failed jobs",
  access: 'admin',
  params: queueParams,
  query: pageQuerySchema,
  status: 200,
  answer: json(listFailedJobsRpc.response, 'A page of failed jobs.'),
});

const pauseQueue = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/jobs/:queue/pause',
  tag,
  summary: 'Pause a queue',
  access: 'admin',
  params: queueParams,
  status: 200,
  answer: json(setQueuePausedRpc.response, 'The queue.'),
});

const resumeQueue = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/jobs/:queue/resume',
  tag,
  summary: 'Resume a queue',
  access: 'admin',
  params: queueParams,
  status: 200,
  answer: json(setQueuePausedRpc.response, 'The queue.'),
});

const retryJob = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/jobs/:queue/:jobId/retry',
  tag,
  summary: 'Retry a failed job',
  access: 'admin',
  params: jobParams,
  status: 200,
  answer: json(retryJobRpc.response, 'Queued again.'),
});

const removeJob = defineHttpRoute({
  method: 'DELETE',
  path: '/api/admin/jobs/:queue/:jobId',
  tag,
  summary: 'Remove a job',
  access: 'admin',
  params: jobParams,
  status: 204,
  answer: empty('Removed.'),
});

/** The Jobs tab: the queues of the job registry, their failed jobs, retry, remove, pause and resume. */
@Controller()
export class AdminJobsController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(queues)
  queues(): Promise<JobQueues> {
    return this.rpc.call(listJobQueuesRpc, {});
  }

  @HttpRoute(failedJobs)
  failed(@RouteInput() { params, query }: RouteInput<typeof failedJobs>): Promise<Page<FailedJob>> {
    return this.rpc.call(listFailedJobsRpc, { queue: params.queue, ...toPageRequest(query) });
  }

  @HttpRoute(pauseQueue)
  pause(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof pauseQueue>): Promise<QueueSummary> {
    return this.rpc.call(setQueuePausedRpc, { actorId, queue: params.queue, paused: true });
  }

  @HttpRoute(resumeQueue)
  resume(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof resumeQueue>): Promise<QueueSummary> {
    return this.rpc.call(setQueuePausedRpc, { actorId, queue: params.queue, paused: false });
  }

  @HttpRoute(retryJob)
  retry(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof retryJob>): Promise<{ retried: true }> {
    return this.rpc.call(retryJobRpc, { actorId, queue: params.queue, jobId: params.jobId });
  }

  @HttpRoute(removeJob)
  async remove(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof removeJob>): Promise<void> {
    await this.rpc.call(removeJobRpc, { actorId, queue: params.queue, jobId: params.jobId });
  }
}
