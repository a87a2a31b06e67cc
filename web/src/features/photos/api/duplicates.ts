import { DUPLICATE_CHECK_MAX, findDuplicatesResponseSchema, type FindDuplicatesRequest, type Photo } from '@lumafolio/contracts';
import { apiRequest } from '@/lib/api-client';
import { batchedLookup } from '../utils/batched-lookup';

export const DUPLICATES_URL = '/api/photos/duplicates';
/** How long a file's check waits for another file's to join it in one request. */
const BATCH_WINDOW_MS = 50;

/** POST /api/photos/duplicates: the photographer's closest photo for each of these fingerprints that matches one. */
export async function findDuplicates(fingerprints: string[]): Promise<Map<string, Photo>> {
  const request: FindDuplicatesRequest = { fingerprints };
  const { duplicates } = findDuplicatesResponseSchema.parse(await apiRequest<unknown>('POST', DUPLICATES_URL, request));
  return new Map(duplicates.map(({ fingerprint, photo }) => [fingerprint, photo]));
}

/** One fingerprint's match (or null), files fingerprinted at about the same time asked about together. */
export const duplicatePhotoLookup = () => batchedLookup(findDuplicates, { max: DUPLICATE_CHECK_MAX, windowMs: BATCH_WINDOW_MS });
