import { setTimeout as sleep } from 'node:timers/promises';
import { listEmailLogRpc, type EmailLogEntry } from '@lumafolio/contracts';
import { natsConnectionOf, RpcClient } from '@lumafolio/server-common';
import { profile } from '../profiles.ts';

export interface EmailQuery {
  to: string;
  /** Only e-mails captured at or after this time. */
  since: Date;
  subject?: RegExp;
  /** Where the e-mail log is read from: the NATS of this environment (the test profile's by default). */
  natsEnv?: NatsEnv;
  timeoutMs?: number;
}

const POLL_MS = 50;

export interface NatsEnv {
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
}

/**
 * Waits for an e-mail the integrations worker captured (no SMTP_URL: the test stacks),
 * read back the way the admin dashboard reads it: from the integrations service over NATS.
 * Needs `integrations` and `integrations-worker` running.
 */
export async function waitForEmail(query: EmailQuery): Promise<EmailLogEntry> {
  const rpc = new RpcClient({ nats: natsConnectionOf(query.natsEnv ?? profile('test').serviceEnv), timeoutMs: 5_000, name: 'test-inbox' });
  await rpc.connect();
  const timeoutMs = query.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  const to = query.to.toLowerCase();
  try {
    for (;;) {
      const entries = await rpc.call(listEmailLogRpc, { limit: 50 });
      const found = entries.find(
        (entry) =>
          entry.status === 'captured' &&
          entry.to.toLowerCase() === to &&
          Date.parse(entry.timestamp) >= query.since.getTime() &&
          (!query.subject || query.subject.test(entry.subject)),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${query.to}${query.subject ? ` matching ${query.subject}` : ''} within ${timeoutMs} ms`);
      await sleep(POLL_MS);
    }
  } finally {
    await rpc.close();
  }
}

/** The first link in the e-mail whose address contains `fragment`. */
export function linkIn(email: Pick<EmailLogEntry, 'html' | 'subject'>, fragment: string): string {
  for (const match of email.html.matchAll(/href="([^"]+)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (href.includes(fragment)) return href;
  }
  throw new Error(`no link containing "${fragment}" in the e-mail "${email.subject}"`);
}

/** Subjects of the account e-mails the identity provider sends after a sign-up form. */
export const SIGN_UP_EMAIL_SUBJECTS = {
  confirm: /^Finish creating your /,
  alreadyRegistered: /^You already have an? /,
} as const;

/** The link of the confirmation e-mail sent to `email` since `since`. */
export async function signUpConfirmationLink(email: string, since: Date, natsEnv?: NatsEnv): Promise<string> {
  const message = await waitForEmail({ to: email, since, subject: SIGN_UP_EMAIL_SUBJECTS.confirm, ...(natsEnv ? { natsEnv } : {}) });
  return linkIn(message, '/verify?');
}
