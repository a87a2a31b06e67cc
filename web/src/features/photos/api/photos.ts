import type { AiSuggestions, CustomCategory, Photo, PhotoStats, StorageUsage, UpdatePhotoRequest, UploadedExif } from '@lumafolio/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest } from '../../../lib/api-client';
import { MY_PHOTOS_KEY } from '../../../lib/queries/my-photos';
import { replacePhoto } from '../utils/photo-list';

/** Query keys: the first element is the URL the default query function GETs (spec 01 §7). */
export const CUSTOM_CATEGORIES_KEY = ['/api/categories/custom'] as const;
export const PHOTO_STATS_KEY = ['/api/photos/stats'] as const;
export const STORAGE_USAGE_KEY = ['/api/user/storage-usage'] as const;

/** Stats and storage usage: only once the user is loaded; 2 retries, 1 s apart (spec 01 §7). */
const accountQuery = { retry: 2, retryDelay: 1000 } as const;
export function useCustomCategories(enabled: boolean) {
  return useQuery<CustomCategory[] | null>({ queryKey: CUSTOM_CATEGORIES_KEY, enabled });
}

export function usePhotoStats(enabled: boolean) {
  return useQuery<PhotoStats | null>({ queryKey: PHOTO_STATS_KEY, enabled, ...accountQuery });
}

export function useStorageUsage(enabled: boolean) {
  return useQuery<StorageUsage | null>({ queryKey: STORAGE_USAGE_KEY, enabled, ...accountQuery });
}

/** After a photo is added, changed or removed: the list, the stats and the usage are stale. */
export function invalidatePhotoData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([MY_PHOTOS_KEY, PHOTO_STATS_KEY, STORAGE_USAGE_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

type PhotoList = Photo[] | null | undefined;

interface SwitchVariables {
  id: string;
  value: boolean;
}

/**
 * A featured or public switch: the list changes at once and rolls back if the server says
 * no (spec 01 §4). `onFailure` shows the spec's toast.
 */
function usePhotoSwitch(path: 'featured' | 'public', field: 'featured' | 'isPublic', onFailure: () => void) {
  const queryClient = useQueryClient();
  return useMutation<Photo, unknown, SwitchVariables, { previous: PhotoList }>({
    mutationFn: ({ id, value }) => apiRequest<Photo>('POST', `/api/user/photos/${encodeURIComponent(id)}/${path}`, { [field]: value }),
    retry: false,
    onMutate: async ({ id, value }) => {
      await queryClient.cancelQueries({ queryKey: MY_PHOTOS_KEY });
      const previous = queryClient.getQueryData<PhotoList>(MY_PHOTOS_KEY);
      queryClient.setQueryData<PhotoList>(MY_PHOTOS_KEY, (list) => replacePhoto(list, id, (photo) => ({ ...photo, [field]: value })));
      return { previous };
    },
    onError: (_error, { id }, context) => {
      // Only this photo goes back: another switch may have changed its neighbours meanwhile.
      const before = context?.previous?.find((photo) => photo.id === id);
      if (before) queryClient.setQueryData<PhotoList>(MY_PHOTOS_KEY, (list) => replacePhoto(list, id, () => before));
      onFailure();
    },
    onSuccess: (photo) => {
      queryClient.setQueryData<PhotoList>(MY_PHOTOS_KEY, (list) => replacePhoto(list, photo.id, () => photo));
      void queryClient.invalidateQueries({ queryKey: PHOTO_STATS_KEY });
    },
  });
}

export const useSetFeatured = (onFailure: () => void) => usePhotoSwitch('featured', 'featured', onFailure);
export const useSetPublic = (onFailure: () => void) => usePhotoSwitch('public', 'isPublic', onFailure);

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation<Photo, unknown, { id: string; changes: UpdatePhotoRequest }>({
    mutationFn: ({ id, changes }) => apiRequest<Photo>('PATCH', `/api/user/photos/${encodeURIComponent(id)}`, changes),
    onSuccess: (photo) => {
      queryClient.setQueryData<PhotoList>(MY_PHOTOS_KEY, (list) => replacePhoto(list, photo.id, () => photo));
      void invalidatePhotoData(queryClient);
    },
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => apiRequest('DELETE', `/api/user/photos/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PhotoList>(MY_PHOTOS_KEY, (list) => list?.filter((photo) => photo.id !== id));
      void invalidatePhotoData(queryClient);
    },
  });
}

function useCategoryMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, V>({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOM_CATEGORIES_KEY }),
  });
}

export const useCreateCategory = () =>
  useCategoryMutation((label: string) => apiRequest<CustomCategory>('POST', '/api/categories/custom', { label, description: `Custom category: ${label}` }));
export const useRenameCategory = () =>
  useCategoryMutation(({ id, label }: { id: string; label: string }) =>
    apiRequest<CustomCategory>('PATCH', `/api/categories/custom/${encodeURIComponent(id)}`, { label }),
  );
export const useDeleteCategory = () => useCategoryMutation((id: string) => apiRequest('DELETE', `/api/categories/custom/${encodeURIComponent(id)}`));

/** The server's message of a failed request, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** POST /api/photos/ai-analyze with the (optimised) image. */
export function analyzePhoto(image: Blob, fileName: string): Promise<AiSuggestions> {
  const form = new FormData();
  form.append('image', image, fileName);
  return apiRequest<AiSuggestions>('POST', '/api/photos/ai-analyze', form);
}

export interface UploadFields {
  title: string;
  category: string;
  description: string;
  aiAltText: string;
  aiTags: string[];
  /** The original file's camera details, when it had any. */
  exif: UploadedExif | null;
}

/**
 * POST /api/photos/upload with upload progress (fetch has none, hence XMLHttpRequest).
 * The text fields go before the file part, so the gateway has them when the file streams.
 */
export function uploadPhoto(image: Blob, fileName: string, fields: UploadFields, onProgress: (percent: number) => void): Promise<Photo> {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('category', fields.category);
  form.append('description', fields.description);
  if (fields.aiAltText) form.append('aiAltText', fields.aiAltText);
  form.append('aiTags', JSON.stringify(fields.aiTags));
  form.append('imageType', 'photo');
  if (fields.exif) form.append('exif', JSON.stringify(fields.exif));
  form.append('image', image, fileName);

  return new Promise<Photo>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(100);
        resolve(body as Photo);
        return;
      }
      const message =
        body && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : `HTTP error: ${xhr.status} ${xhr.statusText}`;
      reject(new ApiError(message, { status: xhr.status, statusText: xhr.statusText, body }));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, statusText: '', isNetworkError: true }));
    xhr.send(form);
  });
}
