import { z } from 'zod';
import { emailSchema, usernameSchema } from '../auth/user.schema.js';
import { lineText, multilineText, serverText, verbatimText } from '../text/clean-text.js';

/** The subject prefix of a contact notification; the admin dashboard's Reply drops it (spec 02 §2). */
export const CONTACT_SUBJECT_PREFIX = 'Contact Form: ';

/** Contact form minimums (spec 01 §5/§9). */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_SUBJECT_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5_000;

export const contactMessages = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  subject: 'Subject must be at least 2 characters.',
  message: 'Message must be at least 10 characters.',
  honeypot: 'Bot detection failed',
} as const;

/**
 * POST /api/contact (spec 01 §5), validated by the form and again by the server.
 * `portfolioUsername` names the photographer whose page the form is on; without it
 * (the home page) the administrators are notified.
 */
export const contactRequestSchema = z
  .object({
    name: lineText().min(CONTACT_NAME_MIN, contactMessages.name).max(100, 'Name must be at most 100 characters.'),
    email: emailSchema,
    subject: lineText().min(CONTACT_SUBJECT_MIN, contactMessages.subject).max(200, 'Subject must be at most 200 characters.'),
    message: multilineText()
      .min(CONTACT_MESSAGE_MIN, contactMessages.message)
      .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
    honeypot: verbatimText().max(0, contactMessages.honeypot).default(''),
    portfolioUsername: usernameSchema.optional(),
  })
  .strict();
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** POST /api/contact answer: the stored message's id. */
export const contactResponseSchema = z.object({ success: z.literal(true), id: serverText() });

/** A stored contact message (spec 02 §3). */
export const contactMessageSchema = z.object({
  id: serverText(),
  name: serverText(),
  email: serverText(),
  subject: serverText(),
  message: serverText(),
  /** The photographer it was sent to; null = the site (administrators). */
  recipientUserId: serverText().nullable(),
  createdAt: serverText(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A captured or sent e-mail of the delivery log (spec 02 §3 "Local email"). */
export const emailLogEntrySchema = z.object({
  id: serverText(),
  from: serverText(),
  to: serverText(),
  subject: serverText(),
  html: serverText(),
  /** Where a reply goes ("Name <address>"), when it is not the sender. */
  replyTo: serverText().nullable(),
  /** 'captured' locally (not sent), 'delivered' by SMTP, 'queued', or 'failed'. */
  status: z.enum(['queued', 'captured', 'delivered', 'failed']),
  timestamp: serverText(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

/** An e-mail of the log without its body (the admin inbox's list). */
export const emailLogSummarySchema = emailLogEntrySchema.omit({ html: true });
export type EmailLogSummary = z.infer<typeof emailLogSummarySchema>;
