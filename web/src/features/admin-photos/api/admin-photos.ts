import type { AdminPhoto, AdminPhotoPage, BulkUploadCategory } from '@lumafolio/contracts';
import { apiRequest } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/queries/paged';
import { postFormWithProgress } from '@/lib/upload-with-progress';

/** The grid's first page; "Load more" asks the same path with `cursor=`. */
export const ADMIN_PHOTOS_PATH = '/api/admin/photos?limit=24';
export const ADMIN_PHOTOS_FAILURE = 'Failed to load photos.';

/** While a loaded photo is still being processed, the grid asks again this often (its thumbnail comes when it is ready). */
const PROCESSING_REFETCH_MS = 4_000;

/** GET /api/admin/photos: every photo of every user, newest first. */
export function adminPhotosQueryOptions() {
  return {
    ...pagedQueryOptions<AdminPhotoPage>(ADMIN_PHOTOS_PATH, { failure: ADMIN_PHOTOS_FAILURE }),
    refetchInterval: (query: { state: { data: { pages: readonly AdminPhotoPage[] } | undefined } }) =>
      query.state.data?.pages.some((page) => page.items.some((photo) => photo.status === 'processing')) ? PROCESSING_REFETCH_MS : false,
  };
}

/** POST /api/admin/photos/{photoId}/featured (spec 02 §7). */
export function setAdminPhotoFeatured(photoId: string, featured: boolean): Promise<AdminPhoto> {
  return apiRequest<AdminPhoto>('POST', `/api/admin/photos/${encodeURIComponent(photoId)}/featured`, { featured });
}

export interface BulkUploadChoice {
  category: BulkUploadCategory;
  featured: boolean;
}

/** POST /api/admin/photos/upload: one file of a bulk upload (fields first, so the server has them as the file streams). */
export function bulkUploadPhoto(file: File, choice: BulkUploadChoice, onProgress: (percent: number) => void): Promise<AdminPhoto> {
  const form = new FormData();
  form.append('category', choice.category);
  form.append('featured', String(choice.featured));
  form.append('image', file, file.name);
  return postFormWithProgress<AdminPhoto>('/api/admin/photos/upload', form, onProgress);
}
