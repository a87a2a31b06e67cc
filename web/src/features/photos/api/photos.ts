import type { AiSuggestions, Photo, UpdatePhotoRequest, UploadedExif } from '@lumafolio/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postFormWithProgress } from '@/lib/upload-with-progress';
import { everyMyPhotosList, filterOfKey, isMyPhotosKey, type MyPhotosData } from '@/lib/queries/my-photos';
import { changePhotoInPages } from '../utils/photo-list';
import { invalidateAccountFigures, invalidatePhotoStats } from './account-figures';

/** After a photo is added: the lists (from their first page again), the stats and the usage are stale. */
export function invalidatePhotoData(queryClient: QueryClient): Promise<unknown> {
  // Refetching an infinite query asks for every loaded page again: the lists restart from
  // their first page, where a new photo shows (newest first).
  queryClient.setQueriesData<MyPhotosData>(everyMyPhotosList, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return Promise.all([queryClient.invalidateQueries(everyMyPhotosList), invalidateAccountFigures(queryClient)]);
}

/**
 * Applies a change of one photo to every loaded My Photos list (one per filter; the pickers
 * share the unfiltered one): replaced where it is, taken out of the lists whose filter it
 * no longer matches, their totals and counters adjusted. Returns the photo as it was.
 */
function changePhotoEverywhere(queryClient: QueryClient, id: string, change: (photo: Photo) => Photo | null): Photo | undefined {
  let before: Photo | undefined;
  for (const [queryKey, data] of queryClient.getQueriesData<MyPhotosData>(everyMyPhotosList)) {
    before ??= data?.pages.flatMap((page) => page.items).find((photo) => photo.id === id);
    queryClient.setQueryData<MyPhotosData>(queryKey, changePhotoInPages(data, filterOfKey(queryKey), id, change));
  }
  return before;
}

const cancelMyPhotos = (queryClient: QueryClient) => queryClient.cancelQueries(everyMyPhotosList);

interface SwitchVariables {
  id: string;
  value: boolean;
}

/**
 * A featured or public switch: the lists change at once and roll back if the server says
 * no (spec 01 §4). `onFailure` shows the spec's toast.
 */
function usePhotoSwitch(path: 'featured' | 'public', field: 'featured' | 'isPublic', onFailure: () => void) {
  const queryClient = useQueryClient();
  return useMutation<Photo, unknown, SwitchVariables, { previous: Photo | undefined }>({
    mutationFn: ({ id, value }) => apiRequest<Photo>('POST', `/api/user/photos/${encodeURIComponent(id)}/${path}`, { [field]: value }),
    retry: false,
    onMutate: async ({ id, value }) => {
      await cancelMyPhotos(queryClient);
      const previous = changePhotoEverywhere(queryClient, id, (photo) => ({ ...photo, [field]: value }));
      return { previous };
    },
    onError: (_error, { id }, context) => {
      // Only this photo goes back: another switch may have changed its neighbours meanwhile.
      const before = context?.previous;
      if (before) {
        changePhotoEverywhere(queryClient, id, () => before);
        // A list that took it out for its filter gets it back from the server.
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isMyPhotosKey(queryKey) && filterOfKey(queryKey).visibility !== null });
      }
      onFailure();
    },
    onSuccess: (photo) => {
      changePhotoEverywhere(queryClient, photo.id, () => photo);
      void invalidatePhotoStats(queryClient);
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
      changePhotoEverywhere(queryClient, photo.id, () => photo);
      void invalidateAccountFigures(queryClient);
    },
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => apiRequest('DELETE', `/api/user/photos/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      changePhotoEverywhere(queryClient, id, () => null);
      void invalidateAccountFigures(queryClient);
    },
  });
}

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
 * POST /api/photos/upload with upload progress.
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

  return postFormWithProgress<Photo>('/api/photos/upload', form, onProgress);
}
