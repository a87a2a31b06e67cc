import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { jobQueuesOwnedBy, type QueueOwner } from '@lumafolio/contracts';
import { Queue } from 'bullmq';
import { queuePrefixOf } from '../../config/env-schemas.js';
import { rpcError } from '../../rpc/rpc-errors.js';

/** The answer for a queue name the job registry (or this owner) does not have. */
export const queueNotFound = (name: string) => rpcError(404, `There is no "${name}" queue.`, 'QUEUE_NOT_FOUND');

/** One owned queue: BullMQ's handle, and Bull Board's reading of it. */
export interface OwnedQueue {
  readonly queue: Queue;
  readonly board: BullMQAdapter;
}

export interface OwnedQueuesOptions {
  redisUrl: string;
  /** The owner's settings, with each of its queues' prefix (`MEDIA_QUEUE_PREFIX`…). */
  config: object;
}

/** A BullMQ handle on each queue of the job registry a service owns, for the operators' views. */
export class OwnedQueues {
  private readonly queues = new Map<string, OwnedQueue>();

  constructor(owner: QueueOwner, options: OwnedQueuesOptions) {
    for (const definition of jobQueuesOwnedBy(owner)) {
      const queue = new Queue(definition.name, {
        connection: { url: options.redisUrl, maxRetriesPerRequest: 2 },
        prefix: queuePrefixOf(options.config, definition.name),
      });
      // Reconnection is ioredis' job; a failed read reaches the caller.
      queue.on('error', () => undefined);
      this.queues.set(definition.name, { queue, board: new BullMQAdapter(queue, { readOnlyMode: true }) });
    }
  }

  /** The owned queue of that name, or a 404 an admin understands. */
  get(name: string): OwnedQueue {
    const owned = this.queues.get(name);
    if (!owned) throw queueNotFound(name);
    return owned;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map(({ queue }) => queue.close()));
  }
}
