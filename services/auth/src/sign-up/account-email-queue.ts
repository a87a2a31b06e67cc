import { emailJobId, INTEGRATIONS_QUEUE, type AccountEmailPayload } from '@lumafolio/contracts';
import { Queue } from 'bullmq';

/**
 * Queues the account e-mails (sign-up link, "you already have an account") for the
 * integrations worker. A job is dropped once sent: its payload holds a single-use link.
 */
export class AccountEmailQueue {
  private readonly queue: Queue;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue(INTEGRATIONS_QUEUE, {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix,
      defaultJobOptions: { attempts: 12, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } },
    });
  }

  async send(payload: AccountEmailPayload): Promise<void> {
    await this.queue.add('email', payload, { jobId: emailJobId(payload) });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
