import type { AuditEntry, Page } from '@lumafolio/contracts';
import { pagedQueryOptions } from '@/lib/queries/paged';

export const ADMIN_AUDIT_URL = '/api/admin/audit';
export const ADMIN_AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit: every admin action, newest first, a page at a time. */
export function adminAuditQueryOptions() {
  return pagedQueryOptions<Page<AuditEntry>>(`${ADMIN_AUDIT_URL}?limit=${ADMIN_AUDIT_PAGE_SIZE}`, { failure: 'Failed to load the audit log' });
}
