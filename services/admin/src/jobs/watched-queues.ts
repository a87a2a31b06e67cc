import { JOB_QUEUES } from '@lumafolio/contracts';
import { queuePrefixOf, rpcError } from '@lumafolio/server-common';
import { Queue } from 'bullmq';

/** A BullMQ handle on every queue of the job registry, each under its own prefix. */
export class WatchedQueues {
  private readonly queues = new Map<string, Queue>();

  constructor(redisUrl: string, config: object) {
    for (const definition of JOB_QUEUES) {
      const queue = new Queue(definition.name, { connection: { url: redisUrl, maxRetriesPerRequest: 2 }, prefix: queuePrefixOf(config, definition.name) });
      // Reconnection is ioredis' job; a failed read reaches the caller.
      queue.on('error', () => undefined);
      this.queues.set(definition.name, queue);
    }
  }

  /** The registry's order. */
  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** The queue of that name, or a 404 an admin understands. */
  get(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw rpcError(404, `There is no "${name}" queue.`, 'QUEUE_NOT_FOUND');
    return queue;
  }

  /** Resolves when Redis answers (the admin service's health check). */
  async ping(): Promise<void> {
    const [first] = this.all();
    await first?.count();
  }

  async close(): Promise<void> {
    await Promise.all(this.all().map((queue) => queue.close()));
  }
}
