import type { AiRecommendationsResponse, ExtractAllColorsResponse, ExtractColorsResponse, ThemeSuggestionsResponse } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const AI_RECOMMENDATIONS_PATH = '/api/admin/ai-recommendations';
export const AI_THEME_SUGGESTIONS_PATH = '/api/admin/ai-theme-suggestions';

/** GET /api/admin/ai-recommendations (spec 02 §7): asked on a button press only, never on its own. */
export function aiRecommendationsQueryOptions() {
  return queryOptions({
    queryKey: [AI_RECOMMENDATIONS_PATH] as const,
    queryFn: () => apiRequest<AiRecommendationsResponse>('GET', AI_RECOMMENDATIONS_PATH),
    enabled: false,
    retry: false,
    staleTime: Infinity,
  });
}

/** GET /api/admin/ai-theme-suggestions (spec 02 §7): on a button press. */
export function aiThemeSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: [AI_THEME_SUGGESTIONS_PATH] as const,
    queryFn: () => apiRequest<ThemeSuggestionsResponse>('GET', AI_THEME_SUGGESTIONS_PATH),
    enabled: false,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/hero-images/{id}/extract-colors: queues one banner's palette. */
export const extractHeroColors = (id: string) => apiRequest<ExtractColorsResponse>('POST', `/api/hero-images/${encodeURIComponent(id)}/extract-colors`);

/** POST /api/hero-images/extract-all-colors: every banner's palette, counted when the jobs finish. */
export const extractAllHeroColors = () => apiRequest<ExtractAllColorsResponse>('POST', '/api/hero-images/extract-all-colors');
