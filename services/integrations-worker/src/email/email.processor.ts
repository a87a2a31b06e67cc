import { contactEmailLogId, type EmailJobPayload } from '@lumafolio/contracts';
import type { EmailLogRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { UnrecoverableError } from 'bullmq';
import { renderContactEmail } from './contact-email.js';
import { isPermanentSendFailure, type MailTransport } from './mail-transport.js';
import { chooseRecipients, type RecipientDirectory } from './recipients.js';

export interface EmailProcessorDeps {
  log: EmailLogRepository;
  transport: Pick<MailTransport, 'send'>;
  directory: RecipientDirectory;
  from: string;
  brand: string;
  logger: Logger;
}

export interface EmailResult {
  status: 'captured' | 'delivered' | 'already-sent';
  logId: string;
}

/**
 * Sends (or captures) a contact message's notification. Every attempt is written to the
 * e-mail log under one id per message; once an attempt succeeded, reruns send nothing.
 */
export function createEmailProcessor(deps: EmailProcessorDeps) {
  return async ({ message }: EmailJobPayload): Promise<EmailResult> => {
    const logId = contactEmailLogId(message.id);
    const existing = await deps.log.findById(logId);
    if (existing && (existing.status === 'captured' || existing.status === 'delivered')) return { status: 'already-sent', logId };

    const recipients = await chooseRecipients(message, deps.directory);
    const email = renderContactEmail(message, { brand: deps.brand, audience: recipients.audience });
    await deps.log.startAttempt(logId, {
      contactMessageId: message.id,
      from: deps.from,
      to: recipients.to.join(', '),
      replyTo: `${email.replyTo.name} <${email.replyTo.address}>`,
      subject: email.subject,
      html: email.html,
    });
    if (recipients.to.length === 0) {
      await deps.log.markFailed(logId, 'Nobody to notify: no administrator has an e-mail address.');
      throw new UnrecoverableError(`No recipient for contact message ${message.id}`);
    }

    let sent;
    try {
      sent = await deps.transport.send({ from: deps.from, to: recipients.to, replyTo: email.replyTo, subject: email.subject, html: email.html, text: email.text });
    } catch (error) {
      await deps.log.markFailed(logId, error instanceof Error ? error.message : String(error));
      if (isPermanentSendFailure(error)) throw new UnrecoverableError(`Refused by the SMTP server: ${(error as Error).message}`);
      throw error;
    }
    await deps.log.markSent(logId, sent.status, sent.messageId);
    deps.logger.info({ job: 'email', logId, status: sent.status, audience: recipients.audience, recipients: recipients.to.length }, 'contact notification e-mail done');
    return { status: sent.status, logId };
  };
}
