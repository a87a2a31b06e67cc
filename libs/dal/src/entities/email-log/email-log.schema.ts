import { Schema } from 'mongoose';

export const EMAIL_LOG_COLLECTION = 'email_log';

export type EmailLogStatus = 'queued' | 'captured' | 'delivered' | 'failed';

export interface EmailLogDocument {
  /** Deterministic per e-mail (e.g. `contact-{messageId}`): a rerun of the job finds its entry. */
  _id: string;
  /** The contact message this e-mail notifies about, if any. */
  contactMessageId: string | null;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  /** queued: an attempt is under way; captured: kept locally, not sent; delivered: accepted by SMTP. */
  status: EmailLogStatus;
  attempts: number;
  /** The last attempt's failure, cleared by a success. */
  error: string | null;
  /** The transport's Message-ID once sent or captured. */
  messageId: string | null;
  createdAt: Date;
  /** Time of the last status change. */
  timestamp: Date;
}

/** Owned by the integrations service (its worker writes it): every outgoing e-mail and its fate. */
export const emailLogSchema = new Schema<EmailLogDocument>(
  {
    _id: { type: String, required: true },
    contactMessageId: { type: String, default: null },
    from: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: { type: String, default: null },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    status: { type: String, enum: ['queued', 'captured', 'delivered', 'failed'], required: true },
    attempts: { type: Number, default: 0 },
    error: { type: String, default: null },
    messageId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    timestamp: { type: Date, required: true },
  },
  { collection: EMAIL_LOG_COLLECTION, versionKey: false },
);

// The admin inbox: newest first, a keyset page at a time.
emailLogSchema.index({ createdAt: -1, _id: -1 });
