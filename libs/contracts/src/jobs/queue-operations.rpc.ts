import { z } from 'zod';
import { jobIdSchema, queueNameSchema } from '../admin/jobs.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { serverText } from '../text/clean-text.js';
import type { QueueOwner } from './define-job.js';

const queueRef = z.object({ queue: queueNameSchema }).strict();
const jobRef = z.object({ queue: queueNameSchema, jobId: jobIdSchema }).strict();
const position = z.number().int().min(-1);

/** BullMQ's job lists, as the operators' views read them. */
export const jobStateSchema = z.enum(['active', 'waiting', 'waiting-children', 'prioritized', 'completed', 'failed', 'delayed']);

/** A job as BullMQ's `Job#toJSON` gives it; its reader rebuilds what it needs from it. */
export const queuedJobSchema = z.looseObject({
  id: serverText().nullish(),
  name: serverText(),
  data: z.unknown(),
  opts: z.looseObject({ attempts: z.number().optional() }),
  progress: z.unknown(),
  attemptsMade: z.number(),
  timestamp: z.number(),
  finishedOn: z.number().nullish(),
  processedOn: z.number().nullish(),
  failedReason: serverText().nullish(),
  stacktrace: z.array(serverText()).nullish(),
  returnvalue: z.unknown(),
});
export type QueuedJob = z.infer<typeof queuedJobSchema>;

/** BullMQ's metrics of one kind of finished job (completed or failed), a point per minute. */
export const queueMetricsSchema = z.object({
  meta: z.object({ count: z.number(), prevTS: z.number(), prevCount: z.number() }),
  data: z.array(z.number()),
  count: z.number(),
});
export type QueueMetricsAnswer = z.infer<typeof queueMetricsSchema>;

/** What a queue's overview holds: counts per state and how it is being run. */
export const queueOverviewSchema = z.object({
  counts: z.record(serverText(), z.number()),
  paused: z.boolean(),
  globalConcurrency: z.number().nullable(),
  activeRateLimitTtl: z.number(),
  jobSchedulerCount: z.number(),
  /** The connections consuming it (`CLIENT LIST`), null when Redis does not tell. */
  workers: z.array(z.looseObject({ id: serverText(), name: serverText().nullable(), addr: serverText(), age: z.number() })).nullable(),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

/** What a retried or removed job was, for the admin's audit log. */
const actedOnJobSchema = z.object({ name: serverText(), attemptsMade: z.number().int().nonnegative() });

/**
 * The admin service (Jobs tab) and the gateway (Bull Board) → a queue's owner: what its
 * queues hold, and the admin's actions on them (ADR 49). The same operations at every owner,
 * each under the owner's subjects (`media.jobs.overview.v1`…); the queue is named in the
 * payload and an unknown one answers 404.
 */
export function queueOperationsRpcs(owner: QueueOwner) {
  return {
    overview: defineRpc(`${owner}.jobs.overview.v1`, queueRef, queueOverviewSchema),
    /** Newest first within each state, as BullMQ's `getJobs` pages them. */
    list: defineRpc(
      `${owner}.jobs.list.v1`,
      queueRef.extend({ states: z.array(jobStateSchema).min(1), start: position, end: position }).strict(),
      z.array(queuedJobSchema),
    ),
    get: defineRpc(`${owner}.jobs.get.v1`, jobRef, z.object({ job: queuedJobSchema, state: serverText() }).nullable()),
    logs: defineRpc(`${owner}.jobs.logs.v1`, jobRef, z.array(serverText())),
    metrics: defineRpc(
      `${owner}.jobs.metrics.v1`,
      queueRef.extend({ type: z.enum(['completed', 'failed']), start: position.optional(), end: position.optional() }).strict(),
      queueMetricsSchema,
    ),
    /** Redis' `INFO` of the queue's server. */
    redisInfo: defineRpc(`${owner}.jobs.redis-info.v1`, queueRef, serverText().nullable()),
    /** A failed job runs once more (404 if gone, 409 if not failed). */
    retry: defineRpc(`${owner}.jobs.retry.v1`, jobRef, actedOnJobSchema),
    /** A failed job is removed (404 if gone, 409 if not failed). */
    remove: defineRpc(`${owner}.jobs.remove.v1`, jobRef, actedOnJobSchema),
    setPaused: defineRpc(`${owner}.jobs.pause.v1`, queueRef.extend({ paused: z.boolean() }).strict(), z.object({ paused: z.boolean() })),
  };
}
export type QueueOperationsRpcs = ReturnType<typeof queueOperationsRpcs>;
