import type { AdminEmailPage, AdminMessagePage, EmailLogEntry } from '@lumafolio/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mapPages, pagedQueryOptions, type Pages } from '@/lib/queries/paged';
import { failingWith } from '@/lib/queries/query-fns';

export const ADMIN_MESSAGES_URL = '/api/messages';
export const ADMIN_EMAILS_URL = '/api/admin/emails';
/** Spec 02 §9: the e-mail list is polled every 5 seconds. */
export const EMAIL_POLL_MS = 5_000;

export const MESSAGES_LOAD_FAILED = 'Failed to load messages';
export const EMAILS_LOAD_FAILED = 'Failed to load emails';
export const EMAIL_LOAD_FAILED = 'Failed to load this email';

const adminEmailUrl = (id: string) => `${ADMIN_EMAILS_URL}/${encodeURIComponent(id)}`;
const adminMessageUrl = (id: string) => `${ADMIN_MESSAGES_URL}/${encodeURIComponent(id)}`;

/** GET /api/messages: every contact message, newest first, a page at a time. */
export function adminMessagesQueryOptions() {
  return pagedQueryOptions<AdminMessagePage>(ADMIN_MESSAGES_URL, { failure: MESSAGES_LOAD_FAILED });
}

/** GET /api/admin/emails: the e-mail log without bodies, newest first, refreshed every 5 s. */
export function adminEmailsQueryOptions() {
  return infiniteQueryOptions({ ...pagedQueryOptions<AdminEmailPage>(ADMIN_EMAILS_URL, { failure: EMAILS_LOAD_FAILED }), refetchInterval: EMAIL_POLL_MS });
}

/** GET /api/admin/emails/{id}: one e-mail, its HTML sanitised by the server. */
export function adminEmailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [adminEmailUrl(id)] as const,
    queryFn: failingWith<EmailLogEntry | null>(EMAIL_LOAD_FAILED),
    staleTime: 60_000,
  });
}

/** DELETE /api/messages/{id}: the message leaves every loaded page at once. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  const { queryKey } = adminMessagesQueryOptions();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>('DELETE', adminMessageUrl(id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Pages<AdminMessagePage>>(queryKey, (data) => {
        const next = mapPages(data, (items) => items.filter((item) => item.id !== id));
        const first = next?.pages[0];
        if (!next || !first || first.total === null) return next;
        return { ...next, pages: [{ ...first, total: Math.max(0, first.total - 1) }, ...next.pages.slice(1)] };
      });
    },
  });
}
