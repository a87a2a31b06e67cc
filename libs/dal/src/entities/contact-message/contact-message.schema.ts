import { Schema } from 'mongoose';

export const CONTACT_MESSAGE_COLLECTION = 'contact_messages';

export interface ContactMessageDocument {
  _id: string;
  name: string;
  /** The visitor's address (Reply-To of the notification). */
  email: string;
  subject: string;
  message: string;
  /** The photographer it was sent to; null = the site (administrators). */
  recipientUserId: string | null;
  createdAt: Date;
  /** When its notification e-mail was handed to the queue; null until then (the sweep retries). */
  emailQueuedAt: Date | null;
}

/** Owned by the portfolio service: messages sent through the contact form. */
export const contactMessageSchema = new Schema<ContactMessageDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    recipientUserId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    emailQueuedAt: { type: Date, default: null },
  },
  { collection: CONTACT_MESSAGE_COLLECTION, versionKey: false },
);

// The admin list: newest first, a keyset page at a time.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
// The sweep: messages whose notification never reached the queue, oldest first.
contactMessageSchema.index({ emailQueuedAt: 1, createdAt: 1 });
