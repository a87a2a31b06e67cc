import { emailLogId, type EmailJobPayload } from '@lumafolio/contracts';
import type { EmailLogRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { UnrecoverableError } from 'bullmq';
import { isPermanentSendFailure, type MailTransport } from './mail-transport.js';
import { accountEmail, contactNotification, type OutgoingEmail } from './outgoing-email.js';
import type { RecipientDirectory } from './recipients.js';

export interface EmailProcessorDeps {
  log: EmailLogRepository;
  transport: Pick<MailTransport, 'send' | 'mode'>;
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
 * Sends (or captures) an e-mail: a contact message's notification or an account e-mail.
 * Every attempt is written to the e-mail log under one id per e-mail; once an attempt
 * succeeded, reruns send nothing. Without SMTP the log is the only inbox, so it keeps
 * the whole e-mail and the link to follow is logged for the developer; with SMTP the log
 * keeps no single-use links.
 */
export function createEmailProcessor(deps: EmailProcessorDeps) {
  return async (payload: EmailJobPayload): Promise<EmailResult> => {
    const logId = emailLogId(payload);
    const existing = await deps.log.findById(logId);
    if (existing && (existing.status === 'captured' || existing.status === 'delivered')) return { status: 'already-sent', logId };

    const email: OutgoingEmail =
      payload.kind === 'contact-message' ? await contactNotification(payload.message, deps.directory, deps.brand) : accountEmail(payload, deps.brand);
    const captureOnly = deps.transport.mode === 'capture';
    await deps.log.startAttempt(logId, {
      contactMessageId: email.contactMessageId,
      from: deps.from,
      to: email.to.join(', '),
      replyTo: email.replyTo ? `${email.replyTo.name} <${email.replyTo.address}>` : null,
      subject: email.subject,
      html: captureOnly ? email.html : email.loggedHtml,
    });
    if (email.to.length === 0) {
      await deps.log.markFailed(logId, 'Nobody to notify: no administrator has an e-mail address.');
      throw new UnrecoverableError(`No recipient for e-mail ${logId}`);
    }

    let sent;
    try {
      sent = await deps.transport.send({
        from: deps.from,
        to: email.to,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
    } catch (error) {
      await deps.log.markFailed(logId, error instanceof Error ? error.message : String(error));
      if (isPermanentSendFailure(error)) throw new UnrecoverableError(`Refused by the SMTP server: ${(error as Error).message}`);
      throw error;
    }
    await deps.log.markSent(logId, sent.status, sent.messageId);
    deps.logger.info({ job: 'email', logId, status: sent.status, ...email.summary }, 'e-mail done');
    if (sent.status === 'captured' && email.link) {
      // Local development only (no SMTP_URL): the e-mail went nowhere, so this is how its recipient gets on.
      deps.logger.info({ logId, to: email.to[0], link: email.link }, `captured "${email.subject}": open the link to continue`);
    }
    return { status: sent.status, logId };
  };
}
