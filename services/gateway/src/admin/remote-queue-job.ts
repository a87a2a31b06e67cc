import type { QueueJob, QueueJobJson } from '@bull-board/api/dist/types.js';
import type { QueuedJob } from '@lumafolio/contracts';
import type { JobState } from 'bullmq';

/** Bull Board's answer to anything that would change a queue: this board only reads. */
export function readOnlyRefusal(): Error {
  return new Error('Bull Board is read-only here: retry, remove and pause jobs in the admin Jobs tab.');
}

/**
 * A job as its queue's owner described it (BullMQ's `toJSON`), with what Bull Board's
 * read-only pages call on a job: `toJSON`, `getState` (asked of the owner unless known).
 */
export class RemoteQueueJob implements QueueJob {
  readonly id: string | undefined;
  readonly name: string;
  readonly opts: QueueJob['opts'];
  readonly queueName: string;
  readonly queueQualifiedName: string | undefined;

  constructor(
    queue: string,
    private readonly json: QueuedJob,
    private readonly stateOf: () => Promise<JobState | 'unknown'>,
  ) {
    this.id = json.id ?? undefined;
    this.name = json.name;
    this.opts = json.opts as QueueJob['opts'];
    this.queueName = queue;
    this.queueQualifiedName = typeof json['queueQualifiedName'] === 'string' ? json['queueQualifiedName'] : undefined;
  }

  toJSON(): QueueJobJson {
    return this.json as QueueJobJson;
  }

  getState(): Promise<JobState | 'unknown'> {
    return this.stateOf();
  }

  promote(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  remove(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  retry(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }
}
