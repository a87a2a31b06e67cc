import { verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { contactMessageSchema, contactRequestSchema, contactResponseSchema } from './contact.schema.js';

/** What the gateway forwards after validation: the form without its honeypot. */
export const contactSubmissionSchema = contactRequestSchema.omit({ honeypot: true });
export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

/**
 * Stores a contact message for the photographer named by `portfolioUsername` (the site's
 * administrators without one), then queues its notification e-mail.
 * Unknown portfolio: 404 'Portfolio not found.'.
 */
export const createContactMessageRpc = defineRpc('portfolio.contact.create.v1', contactSubmissionSchema, contactResponseSchema);

/** Newest first (admin dashboard "Contact Messages"). */
export const listContactMessagesRpc = defineRpc(
  'portfolio.contact-messages.list.v1',
  z.object({ limit: z.number().int().min(1).max(500).default(200) }).strict(),
  z.array(contactMessageSchema),
);

export const contactMessageIdSchema = verbatimText().regex(/^[a-f0-9]{20}$/, 'Message not found.');

/** Every contact message, newest first, a keyset page at a time (admin dashboard "Contact Messages"). */
export const pageContactMessagesRpc = defineRpc('portfolio.contact-messages.page.v1', pageRequestSchema, pageSchema(contactMessageSchema));

/** Deletes one message and answers it as it was; 404 'Message not found.' when there is none. */
export const deleteContactMessageRpc = defineRpc(
  'portfolio.contact-message.delete.v1',
  z.object({ id: contactMessageIdSchema }).strict(),
  contactMessageSchema,
);
