import type { AdminUser, Page, Role } from '@lumafolio/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { mapPages, pagedQueryOptions, type Pages } from '@/lib/queries/paged';

export const ADMIN_USERS_URL = '/api/admin/users';
export const ADMIN_USERS_PAGE_SIZE = 30;
/** Other admin lists that show what a role change did (the Overview's counts, the audit log). */
const AFFECTED_BY_ROLE_CHANGE = ['/api/admin/overview', '/api/admin/audit'];

/** The first page's path of the users list for a search text. */
export function adminUsersPath(search: string): string {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE) });
  const q = search.trim();
  if (q) params.set('q', q);
  return `${ADMIN_USERS_URL}?${params.toString()}`;
}

/** GET /api/admin/users: newest first, a page at a time, narrowed by `search`. */
export function adminUsersQueryOptions(search: string) {
  return pagedQueryOptions<Page<AdminUser>>(adminUsersPath(search), { failure: 'Failed to load users' });
}

const isUsersList = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(`${ADMIN_USERS_URL}?`);
const startsWithAny = (key: readonly unknown[], prefixes: readonly string[]) =>
  typeof key[0] === 'string' && prefixes.some((prefix) => (key[0] as string).startsWith(prefix));

/** The server's answer replaces the user's row in every loaded list (whatever the search). */
function storeUser(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<Pages<Page<AdminUser>>>({ predicate: (query) => isUsersList(query.queryKey) }, (data) =>
    mapPages(data, (items) => items.map((item) => (item.id === user.id ? user : item))),
  );
}

export interface ChangeRoleInput {
  user: AdminUser;
  role: Role;
}

/**
 * POST /api/admin/users/:userId/role. An admin who made themself a user loses the dashboard:
 * their own user is fetched again, and the page shows Access Denied.
 */
export function useChangeUserRole(currentUserId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: ChangeRoleInput) => apiRequest<AdminUser>('POST', `${ADMIN_USERS_URL}/${encodeURIComponent(user.id)}/role`, { role }),
    retry: false,
    onSuccess: (user) => {
      storeUser(queryClient, user);
      void queryClient.invalidateQueries({ predicate: (query) => startsWithAny(query.queryKey, AFFECTED_BY_ROLE_CHANGE) });
      if (user.id === currentUserId) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
