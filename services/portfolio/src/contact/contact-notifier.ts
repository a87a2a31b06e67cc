import { Inject, Injectable } from '@nestjs/common';
import { sendEmailRpc } from '@lumafolio/contracts';
import { ContactMessageRepository, type ContactMessageDocument } from '@lumafolio/dal';
import { InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { toContactMessage } from './contact-view.js';

/** How long a visitor's request waits for the integrations service to queue the e-mail; the sweep does not give up. */
export const HAND_OVER_TIMEOUT_MS = 3_000;
const SWEEP_BATCH = 50;

/**
 * Asks the integrations service to e-mail a stored message and records that it queued it.
 * A message whose hand-over failed keeps `emailQueuedAt: null` and is handed over again by
 * `sweep` (the e-mail's id comes from the message, so a repeat queues nothing).
 */
@Injectable()
export class ContactNotifier {
  constructor(
    private readonly messages: ContactMessageRepository,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** True when the e-mail is queued; false (logged) when the sweep has to try again. */
  async notify(doc: ContactMessageDocument): Promise<boolean> {
    try {
      await this.rpc.call(sendEmailRpc, { kind: 'contact-message', message: toContactMessage(doc) }, HAND_OVER_TIMEOUT_MS);
      await this.messages.markEmailQueued(doc._id);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, contactMessageId: doc._id }, 'contact notification not queued; the sweep will retry');
      return false;
    }
  }

  /** Hands over the notifications of messages stored more than `minAgeMs` ago that were never queued. */
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
