import { Inject, Injectable } from '@nestjs/common';
import type { EmailJobPayload, JobRetention } from '@lumafolio/contracts';
import { IntegrationJobs } from '@lumafolio/server-common';

/** An account e-mail carries the address it goes to: kept in Redis no longer than needed. */
const ACCOUNT_EMAIL_RETENTION: Partial<JobRetention> = { removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } };

/** Queues e-mails on the integrations queue, which only this domain opens; its worker sends them. */
@Injectable()
export class OutgoingEmails {
  constructor(@Inject(IntegrationJobs) private readonly jobs: IntegrationJobs) {}

  /** Resolves once the e-mail is queued; the same e-mail queued again is not added twice. */
  async queue(email: EmailJobPayload): Promise<void> {
    await this.jobs.add('email', email, email.kind === 'contact-message' ? {} : { retention: ACCOUNT_EMAIL_RETENTION });
  }
}
