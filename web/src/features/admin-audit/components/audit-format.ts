import type { AdminAction, AuditEntry } from '@lumafolio/contracts';

/** Each recorded action in words. */
export const ACTION_LABELS: Record<AdminAction, string> = {
  'user.role.change': 'Role changed',
  'photo.feature': 'Photo featured',
  'photo.unfeature': 'Photo unfeatured',
  'photo.bulk-upload': 'Bulk upload',
  'hero.create': 'Banner added',
  'hero.set-default': 'Default banner set',
  'hero.delete': 'Banner deleted',
  'message.delete': 'Message deleted',
  'job.retry': 'Job retried',
  'job.remove': 'Job removed',
  'queue.pause': 'Queue paused',
  'queue.resume': 'Queue resumed',
};

const TARGET_KINDS: Record<AuditEntry['target']['kind'], string> = {
  user: 'User',
  photo: 'Photo',
  hero: 'Banner',
  message: 'Message',
  job: 'Job',
  queue: 'Queue',
};

/** "User jane_doe", or the id when the target had no readable label. */
export function targetLine(target: AuditEntry['target']): string {
  return `${TARGET_KINDS[target.kind]} ${target.label?.trim() || target.id}`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The spec's date format, "MMM d, yyyy h:mm a" (e.g. "Nov 24, 2026 8:54 PM"). */
export function formatAuditTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
