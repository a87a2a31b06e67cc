import type { ExtractColorsResponse, SetHeroResponse } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userHeroSelectionQueryOptions } from '@/lib/queries/hero';

export const SET_GLOBAL_HERO_URL = '/api/user/hero-image/set-global';
export const SET_CUSTOM_HERO_URL = '/api/user/hero-image/set-custom';
export const extractColorsUrl = (heroId: string) => `/api/hero-images/${encodeURIComponent(heroId)}/extract-colors`;

/** The answer must carry `success` (spec 01 §7); anything else is an error with its message. */
function requireSuccess(answer: (SetHeroResponse & { message?: string }) | null): SetHeroResponse {
  if (!answer?.success) throw new Error(answer?.message ?? 'The hero image was not updated.');
  return answer;
}

/** A saved choice becomes the cached selection at once. */
function useSetHero(url: string, field: 'heroImageId' | 'photoId') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => requireSuccess(await apiRequest<SetHeroResponse | null>('POST', url, { [field]: id })),
    onSuccess: (answer) => queryClient.setQueryData(userHeroSelectionQueryOptions().queryKey, answer.selection),
  });
}

/** POST /api/user/hero-image/set-global { heroImageId } */
export const useSetGlobalHero = () => useSetHero(SET_GLOBAL_HERO_URL, 'heroImageId');

/** POST /api/user/hero-image/set-custom { photoId } */
export const useSetCustomHero = () => useSetHero(SET_CUSTOM_HERO_URL, 'photoId');

/** POST /api/hero-images/{id}/extract-colors: queues an analysis; the selection is polled until it completes. */
export function useExtractHeroColors() {
  return useMutation({
    mutationFn: (heroId: string) => apiRequest<ExtractColorsResponse>('POST', extractColorsUrl(heroId)),
  });
}
