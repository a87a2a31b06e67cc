import type { AdminUser, DeleteFileRequest, Page, RestoreFileRequest, UserStorageListing } from '@lumafolio/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/queries/paged';

export const OBJECT_STORAGE_PATH = '/api/admin/object-storage';
export const STORAGE_USERS_PAGE_SIZE = 20;
export const STORAGE_FILES_PAGE_SIZE = 50;

/** GET /api/admin/object-storage/users: the user picker, newest first, narrowed by `search`, a page at a time. */
export function storageUsersQueryOptions(search: string) {
  const params = new URLSearchParams({ limit: String(STORAGE_USERS_PAGE_SIZE) });
  if (search.trim()) params.set('q', search.trim());
  return pagedQueryOptions<Page<AdminUser>>(`${OBJECT_STORAGE_PATH}/users?${params.toString()}`, { failure: 'Failed to load users' });
}

export const userFilesPath = (userId: string) => `${OBJECT_STORAGE_PATH}/user/${encodeURIComponent(userId)}`;

/** GET /api/admin/object-storage/user/{id}: the user's folder a page at a time (spec 02 §8: "Failed to load storage contents"). */
export function userFilesQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: [userFilesPath(userId)] as const,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(STORAGE_FILES_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      const listing = await getJson<UserStorageListing>(`${userFilesPath(userId)}?${params.toString()}`, signal, 'throw').catch((cause: unknown) => {
        throw new Error('Failed to load storage contents', { cause });
      });
      if (!listing) throw new Error('Failed to load storage contents');
      return listing;
    },
    getNextPageParam: (last: UserStorageListing) => last.nextCursor ?? undefined,
  });
}

/** POST /api/admin/object-storage/restore-file: the orphan's photo is made again and processed. */
export const restoreFile = (body: RestoreFileRequest) =>
  apiRequest<{ photoId: string; key: string; title: string }>('POST', `${OBJECT_STORAGE_PATH}/restore-file`, body);

/** DELETE /api/admin/object-storage/delete-file: an orphan, for good. */
export const deleteFile = (body: DeleteFileRequest) => apiRequest<{ key: string; bytes: number }>('DELETE', `${OBJECT_STORAGE_PATH}/delete-file`, body);
