import type { EmailLogEntry, EmailLogSummary } from '@lumafolio/contracts';
import type { EmailLogDocument, EmailLogSummaryDocument } from '@lumafolio/dal';

export function toEmailLogSummary(doc: EmailLogSummaryDocument): EmailLogSummary {
  return {
    id: doc._id,
    from: doc.from,
    to: doc.to,
    replyTo: doc.replyTo ?? null,
    subject: doc.subject,
    status: doc.status,
    timestamp: new Date(doc.timestamp).toISOString(),
  };
}

export function toEmailLogEntry(doc: EmailLogDocument): EmailLogEntry {
  return { ...toEmailLogSummary(doc), html: doc.html };
}
