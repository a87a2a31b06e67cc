import type { z } from 'zod';

/**
 * One kind of job: its name on the queue, the schema of its payload, and its id. Ids are
 * deterministic, so a retried or repeated request never queues the same work twice;
 * `version` gives a changed input (a replaced source file) a job of its own.
 */
export interface JobDefinition<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  readonly name: Name;
  readonly payload: Payload;
  readonly jobId: (payload: z.output<Payload>, version?: string) => string;
}

/** How a queue's jobs are retried and kept (BullMQ's job options). */
export interface JobRetention {
  attempts: number;
  backoff: { type: 'exponential'; delay: number };
  removeOnComplete: number | boolean;
  removeOnFail: number | boolean | { age: number };
}

/**
 * The service that owns a queue (ADR 49): the only one that opens it, and the one the
 * operators' views (the admin Jobs tab, Bull Board) ask about it. Workers serve no RPC.
 */
export type QueueOwner = 'media' | 'portfolio' | 'integrations';

/** A queue and every job it carries: the one place a job is declared. */
export interface QueueDefinition<Jobs extends Record<string, JobDefinition> = Record<string, JobDefinition>> {
  readonly name: string;
  readonly owner: QueueOwner;
  readonly jobs: Jobs;
  readonly retention: JobRetention;
}

export type JobName<Q extends QueueDefinition> = Extract<keyof Q['jobs'], string>;
/** A job's payload as its producer gives it (defaults may be left out). */
export type JobInput<Q extends QueueDefinition, N extends JobName<Q>> = z.input<Q['jobs'][N]['payload']>;
/** A job's payload as its handler receives it (parsed, defaults filled in). */
export type JobPayload<Q extends QueueDefinition, N extends JobName<Q>> = z.output<Q['jobs'][N]['payload']>;

export function defineJob<const Name extends string, Payload extends z.ZodType>(
  name: Name,
  payload: Payload,
  jobId: (payload: z.output<Payload>, version?: string) => string,
): JobDefinition<Name, Payload> {
  return { name, payload, jobId };
}

type JobsByName<J extends readonly JobDefinition[]> = { [D in J[number] as D['name']]: D };

export function defineQueue<const J extends readonly JobDefinition[]>(
  name: string,
  owner: QueueOwner,
  retention: JobRetention,
  jobs: J,
): QueueDefinition<JobsByName<J>> {
  const byName: Record<string, JobDefinition> = {};
  for (const job of jobs) {
    if (byName[job.name]) throw new Error(`Queue "${name}" declares job "${job.name}" twice`);
    byName[job.name] = job;
  }
  return { name, owner, retention, jobs: byName as JobsByName<J> };
}
