import { describe, expect, it } from '@jest/globals';
import { ApiError, defaultQueryFn } from './api-client';
import {
  MUTATION_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_STALE_TIME_MS,
  createQueryClient,
  queryClient,
  retryDelay,
  retryTransientFailure,
} from './query-client';

describe('retryDelay', () => {
  it('doubles from 1 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('is capped at 30 s', () => {
    expect(retryDelay(5)).toBe(30_000); // 32 s uncapped
    expect(retryDelay(6)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
    expect(retryDelay(Number.POSITIVE_INFINITY)).toBe(1000); // not finite: treated as the first attempt
  });

  it('treats odd inputs as the first attempt', () => {
    expect(retryDelay(-1)).toBe(1000);
    expect(retryDelay(Number.NaN)).toBe(1000);
  });
});

describe('query client defaults (spec 01 §9)', () => {
  it('keeps queries fresh 5 min, drops unused cache after 5 min, no refetch on focus', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    const { queries } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries queries 2 times and mutations once, with the exponential delay', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(QUERY_RETRIES).toBe(2);
    expect(MUTATION_RETRIES).toBe(1);
    expect(queries?.retry).toBe(2);
    expect(mutations?.retry).toBe(1);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retryDelay).toBe(retryDelay);
  });

  it('uses the query helper as the default query function', () => {
    expect(queryClient.getDefaultOptions().queries?.queryFn).toBe(defaultQueryFn);
  });

  it('applies the defaults to queries', () => {
    const client = createQueryClient();
    const options = client.defaultQueryOptions({ queryKey: ['/api/photos'] });
    expect(options).toMatchObject({ staleTime: 300_000, gcTime: 300_000, retry: 2, refetchOnWindowFocus: false });
    client.clear();
  });
});

describe('retryTransientFailure', () => {
  const failure = (status: number) => new ApiError('x', { status, statusText: '', isNetworkError: status === 0 });

  it('retries a lost connection or a 5xx once', () => {
    expect(retryTransientFailure(0, failure(0))).toBe(true);
    expect(retryTransientFailure(0, failure(500))).toBe(true);
    expect(retryTransientFailure(0, failure(503))).toBe(true);
    expect(retryTransientFailure(1, failure(503))).toBe(false);
  });

  it('does not retry client errors or unknown errors', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryTransientFailure(0, failure(status))).toBe(false);
    expect(retryTransientFailure(0, new Error('boom'))).toBe(false);
  });
});
