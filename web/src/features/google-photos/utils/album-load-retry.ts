import { QUERY_RETRIES } from '@/lib/query-client';

/** Spec 02 §8: an album load error whose message contains "connect" means Google Photos is not connected. */
export function isNotConnectedError(error: unknown): boolean {
  return error instanceof Error && error.message.toLowerCase().includes('connect');
}

/** Spec 02 §8: "connect" errors are not retried; other album load errors are retried up to 2 times. */
export function retryAlbumLoad(failureCount: number, error: unknown): boolean {
  return !isNotConnectedError(error) && failureCount < QUERY_RETRIES;
}
