import { identifier, serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { adminActorSchema } from './admin-audit.js';

/** A queue of the job registry, by name ("media", "integrations"…). */
export const queueNameSchema = identifier(/^[a-z0-9-]{1,60}$/, 'A queue name is lowercase letters, digits and "-".');

/** A job's id as BullMQ keeps it (the registry's deterministic ids). */
export const jobIdSchema = verbatimText().min(1, 'A job id is required.').max(300, 'A job id has at most 300 characters.');

export const queueCountsSchema = z.object({
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  delayed: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/** Jobs that finished (completed) and failed for good in one minute. */
export const jobsPerMinuteSchema = z.object({
  /** The minute's start (ISO). */
  at: serverText(),
  completed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type JobsPerMinute = z.infer<typeof jobsPerMinuteSchema>;

/** How many minutes the Jobs tab's chart covers. */
export const JOB_METRICS_MINUTES = 60;

export const queueSummarySchema = z.object({
  name: queueNameSchema,
  paused: z.boolean(),
  counts: queueCountsSchema,
  /** The last hour, oldest minute first, the current minute last. */
  perMinute: z.array(jobsPerMinuteSchema).max(JOB_METRICS_MINUTES),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** A queue whose owner did not answer: the tab says so, and shows the other queues as usual. */
export const unavailableQueueSchema = z.object({ name: queueNameSchema, owner: serverText(), message: serverText() });
export type UnavailableQueue = z.infer<typeof unavailableQueueSchema>;

/** GET /api/admin/jobs: every queue of the registry, read, or named as unavailable while its owner is down. */
export const jobQueuesSchema = z.object({ queues: z.array(queueSummarySchema), unavailable: z.array(unavailableQueueSchema), checkedAt: serverText() });
export type JobQueues = z.infer<typeof jobQueuesSchema>;

/** What a job concerns, read from its payload: a photo, a message, a user… */
export const jobSubjectSchema = z.object({ label: serverText(), id: serverText() });
export type JobSubject = z.infer<typeof jobSubjectSchema>;

export const failedJobSchema = z.object({
  id: jobIdSchema,
  queue: queueNameSchema,
  name: serverText(),
  /** The last attempt's error. */
  error: serverText(),
  attemptsMade: z.number().int().nonnegative(),
  /** The attempts the queue allows. */
  attempts: z.number().int().nonnegative(),
  failedAt: serverText().nullable(),
  queuedAt: serverText(),
  subjects: z.array(jobSubjectSchema),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

const queueRef = z.object({ queue: queueNameSchema });
const jobRef = z.object({ queue: queueNameSchema, jobId: jobIdSchema });

export const listJobQueuesRpc = defineRpc('admin.jobs.queues.v1', z.object({}).strict(), jobQueuesSchema);

/** GET /api/admin/jobs/:queue/failed: newest failure first. */
export const listFailedJobsRpc = defineRpc(
  'admin.jobs.failed.list.v1',
  pageRequestSchema.extend({ queue: queueNameSchema }).strict(),
  pageSchema(failedJobSchema),
);

/** POST /api/admin/jobs/:queue/:jobId/retry: a failed job runs again. */
export const retryJobRpc = defineRpc('admin.jobs.retry.v1', adminActorSchema.extend(jobRef.shape).strict(), z.object({ retried: z.literal(true) }));

/** DELETE /api/admin/jobs/:queue/:jobId */
export const removeJobRpc = defineRpc('admin.jobs.remove.v1', adminActorSchema.extend(jobRef.shape).strict(), z.object({ removed: z.literal(true) }));

/** POST /api/admin/jobs/:queue/pause and /resume */
export const setQueuePausedRpc = defineRpc(
  'admin.jobs.queue.pause.v1',
  adminActorSchema.extend(queueRef.shape).extend({ paused: z.boolean() }).strict(),
  queueSummarySchema,
);
