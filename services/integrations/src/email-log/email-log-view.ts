import type { EmailLogEntry } from '@lumafolio/contracts';
import type { EmailLogDocument } from '@lumafolio/dal';

export function toEmailLogEntry(doc: EmailLogDocument): EmailLogEntry {
  return {
    id: doc._id,
    from: doc.from,
    to: doc.to,
    subject: doc.subject,
    html: doc.html,
    status: doc.status,
    timestamp: new Date(doc.timestamp).toISOString(),
  };
}
