import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { defaultQueryFn, isApiError } from './api-client';

/** Spec 01 §9: queries stay fresh for 5 minutes; unused cache is dropped after 5 minutes. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Failed queries retry 2 times, mutations 1 time. */
export const QUERY_RETRIES = 2;
export const MUTATION_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * Exponential retry delay starting at 1 s and capped at 30 s:
 * attempt 0 → 1 s, 1 → 2 s, 2 → 4 s, … 5+ → 30 s.
 */
export function retryDelay(attemptIndex: number): number {
  const attempt = Number.isFinite(attemptIndex) && attemptIndex > 0 ? Math.floor(attemptIndex) : 0;
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/**
 * Retry policy for mutations whose failure may be worth one more try: only a lost
 * connection or a server-side failure (5xx) is retried, once (MUTATION_RETRIES). A client
 * error (400 validation, 401/403, 404, 409 conflict, 429 throttled) would fail again.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  if (failureCount >= MUTATION_RETRIES || !isApiError(error)) return false;
  return error.isNetworkError || error.status >= 500;
}

export const queryDefaults = {
  queries: {
    queryFn: defaultQueryFn,
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    refetchOnWindowFocus: false,
    retry: QUERY_RETRIES,
    retryDelay,
  },
  mutations: {
    retry: MUTATION_RETRIES,
    retryDelay,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** The app's single QueryClient. */
export const queryClient = createQueryClient();
