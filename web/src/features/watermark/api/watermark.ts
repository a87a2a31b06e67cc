import type { Watermark, WatermarkSettings } from '@lumafolio/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { failingWith } from '@/lib/queries/query-fns';

export const WATERMARK_URL = '/api/user/watermark';
export const WATERMARK_LOGO_URL = '/api/user/watermark/logo';

/** While the public images are being redone, the progress is read this often. */
const REDO_REFETCH_MS = 2_000;

/** GET /api/user/watermark: polled while the public images are being redone. */
export function watermarkQueryOptions() {
  return queryOptions({
    queryKey: [WATERMARK_URL] as const,
    queryFn: failingWith<Watermark>('Failed to load your watermark'),
    refetchInterval: (query) => (query.state.data && !query.state.data.progress.finished ? REDO_REFETCH_MS : false),
  });
}

/** Both answer the whole watermark: it becomes the cached one. */
function useWatermarkMutation<T>(send: (input: T) => Promise<Watermark>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (watermark) => queryClient.setQueryData(watermarkQueryOptions().queryKey, watermark),
  });
}

/** PUT /api/user/watermark */
export const useSaveWatermark = () => useWatermarkMutation((settings: WatermarkSettings) => apiRequest<Watermark>('PUT', WATERMARK_URL, settings));

/** POST /api/user/watermark/logo, multipart field `logo`. */
export const useUploadWatermarkLogo = () =>
  useWatermarkMutation((file: File) => {
    const form = new FormData();
    form.append('logo', file, file.name);
    return apiRequest<Watermark>('POST', WATERMARK_LOGO_URL, form);
  });
