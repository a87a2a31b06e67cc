import { CONTACT_SUBJECT_PREFIX, type EmailLogSummary } from '@lumafolio/contracts';

/** The address in "Name <address>" (or the whole text when it is a bare address). */
export function addressOf(mailbox: string): string {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(mailbox);
  return (bracketed?.[1] ?? mailbox).trim();
}

/** The Reply button's subject: the e-mail's, without the "Contact Form: " prefix (spec 02 §2). */
export function replySubject(subject: string): string {
  return subject.startsWith(CONTACT_SUBJECT_PREFIX) ? subject.slice(CONTACT_SUBJECT_PREFIX.length) : subject;
}

/** A `mailto:` to whoever a reply should reach (the Reply-To, else the sender). */
export function replyLink(email: Pick<EmailLogSummary, 'from' | 'replyTo' | 'subject'>): string {
  const to = addressOf(email.replyTo ?? email.from);
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(replySubject(email.subject))}`;
}
