import { AI_INSIGHTS_TOASTS } from '@lumafolio/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { aiRecommendationsQueryOptions, aiThemeSuggestionsQueryOptions } from '../api/ai-insights';

/** A query asked for on a press: its answer stays until asked again; a failure toasts (spec 02 §8). */
function useOnPress<T>(query: UseQueryResult<T>, toast: { title: string; description: string }) {
  const ask = async () => {
    const result = await query.refetch();
    if (result.isError) notify({ ...toast, variant: 'destructive' });
  };
  return {
    data: query.data,
    loading: query.isFetching,
    /** The server's reason, shown next to the button (the toast keeps the spec's words). */
    failure: query.isError && !query.isFetching ? serverMessage(query.error, toast.description) : null,
    ask,
  };
}

export function useBannerAnalysis() {
  return useOnPress(useQuery(aiRecommendationsQueryOptions()), AI_INSIGHTS_TOASTS.analysis);
}

export function useThemeIdeas() {
  return useOnPress(useQuery(aiThemeSuggestionsQueryOptions()), AI_INSIGHTS_TOASTS.themeIdeas);
}
