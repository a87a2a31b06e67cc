import { emailJobId, INTEGRATIONS_QUEUE, type EmailJobPayload } from '@lumafolio/contracts';
import { Queue } from 'bullmq';

/**
 * Produces e-mail jobs for the integrations worker. Job ids are deterministic, so a retried
 * or swept notification is never queued twice; failed sends retry with exponential backoff
 * (about 3 hours in all before BullMQ gives up).
 */
export class IntegrationsQueue {
  private readonly queue: Queue;

  constructor(redisUrl: string, prefix?: string) {
    this.queue = new Queue(INTEGRATIONS_QUEUE, {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      ...(prefix ? { prefix } : {}),
      defaultJobOptions: { attempts: 12, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
    });
  }

  async enqueueEmail(payload: EmailJobPayload): Promise<void> {
    await this.queue.add('email', payload, { jobId: emailJobId(payload) });
  }

  /** A round trip to the queue's Redis. */
  async ping(): Promise<void> {
    await this.queue.count();
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
