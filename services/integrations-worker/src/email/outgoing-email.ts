import type { AccountEmailPayload, ContactMessage } from '@lumafolio/contracts';
import { renderAccountEmail } from './account-email.js';
import { renderContactEmail } from './contact-email.js';
import { chooseRecipients, type RecipientDirectory } from './recipients.js';

/** One e-mail ready to go, whatever made it. */
export interface OutgoingEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: { name: string; address: string };
  contactMessageId: string | null;
  /** What the e-mail log keeps once the e-mail is really sent (no single-use links). */
  loggedHtml: string;
  /** The link the recipient is meant to follow; logged for developers when the e-mail is only captured. */
  link?: string;
  /** What the "done" log line says about it. */
  summary: Record<string, unknown>;
}

export async function contactNotification(message: ContactMessage, directory: RecipientDirectory, brand: string): Promise<OutgoingEmail> {
  const recipients = await chooseRecipients(message, directory);
  const email = renderContactEmail(message, { brand, audience: recipients.audience });
  return {
    to: recipients.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    replyTo: email.replyTo,
    contactMessageId: message.id,
    loggedHtml: email.html,
    summary: { kind: 'contact-message', audience: recipients.audience, recipients: recipients.to.length },
  };
}

export function accountEmail(payload: AccountEmailPayload, brand: string): OutgoingEmail {
  const email = renderAccountEmail(payload, { brand });
  return {
    to: [payload.to],
    subject: email.subject,
    html: email.html,
    text: email.text,
    contactMessageId: null,
    loggedHtml: email.htmlWithoutLink,
    link: email.link,
    summary: { kind: payload.kind },
  };
}
