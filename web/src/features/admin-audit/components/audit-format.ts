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
  'storage.restore': 'File restored',
  'storage.delete': 'File deleted',
  'storage.regenerate': 'Missing files regenerated',
  'storage.audit': 'Storage audit run',
};

const TARGET_KINDS: Record<AuditEntry['target']['kind'], string> = {
  user: 'User',
  photo: 'Photo',
  hero: 'Banner',
  message: 'Message',
  job: 'Job',
  queue: 'Queue',
  file: 'File',
};

/** "User jane_doe", or the id when the target had no readable label. */
export function targetLine(target: AuditEntry['target']): string {
  return `${TARGET_KINDS[target.kind]} ${target.label?.trim() || target.id}`;
}
