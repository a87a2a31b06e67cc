import type { ContactMessage } from '@lumafolio/contracts';
import type { ContactMessageDocument } from '@lumafolio/dal';

export function toContactMessage(doc: ContactMessageDocument): ContactMessage {
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    message: doc.message,
    recipientUserId: doc.recipientUserId,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}
