import { Injectable } from '@nestjs/common';
import { ContactMessageRepository, type ContactMessageDocument } from '@lumafolio/dal';
import { InjectLogger, IntegrationJobs, withTimeout, type Logger } from '@lumafolio/server-common';
import { toContactMessage } from './contact-view.js';

/** BullMQ waits for Redis to come back; a visitor's request does not. */
export const ENQUEUE_TIMEOUT_MS = 3_000;
const SWEEP_BATCH = 50;

/**
 * Hands a stored message's notification e-mail to the integrations queue and records that
 * it did. A message whose hand-over failed keeps `emailQueuedAt: null` and is handed over
 * again by `sweep` (the deterministic job id makes a repeat harmless).
 */
@Injectable()
export class ContactNotifier {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly jobs: IntegrationJobs,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** True when the job is queued; false (logged) when the sweep has to try again. */
  async notify(doc: ContactMessageDocument): Promise<boolean> {
    try {
      await withTimeout(
        this.jobs.add('email', { kind: 'contact-message', message: toContactMessage(doc) }),
        ENQUEUE_TIMEOUT_MS,
        `the queue did not answer within ${ENQUEUE_TIMEOUT_MS} ms`,
      );
      await this.messages.markEmailQueued(doc._id);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, contactMessageId: doc._id }, 'contact notification not queued; the sweep will retry');
      return false;
    }
  }

  /** Queues the notifications of messages stored more than `minAgeMs` ago that never reached the queue. */
  async sweep(minAgeMs: number): Promise<{ queued: number; pending: number }> {
    const waiting = await this.messages.listAwaitingEmail(new Date(Date.now() - minAgeMs), SWEEP_BATCH);
    let queued = 0;
    for (const doc of waiting) {
      if (!(await this.notify(doc))) break;
      queued++;
    }
    if (waiting.length > 0) this.logger.info({ queued, pending: waiting.length - queued }, 'contact notifications swept');
    return { queued, pending: waiting.length - queued };
  }
}
