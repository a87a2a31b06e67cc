import type { AdminUser } from '@lumafolio/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { usePagedList } from '@/lib/queries/paged';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { adminUsersQueryOptions } from '../api/users';

export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The users list for what is typed in the search box, asked once typing pauses; the previous results stay while the next come. */
export function useAdminUsers(searchText: string) {
  const search = useDebouncedValue(searchText.trim(), USER_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
  const list = usePagedList<AdminUser>(query);
  return { list, search, isError: query.isError && !query.data, refetch: query.refetch, isSearching: query.isPlaceholderData || search !== searchText.trim() };
}
