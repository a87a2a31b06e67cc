import type { GooglePhotoSet } from '@lumafolio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pickingSetQueryOptions, upsertCachedSets } from '../api/albums';

/** Checks a set being picked until the picking is done (or expired), then puts it in the list as it now is. */
export function usePickingSet(set: GooglePhotoSet, pollIntervalMs: number): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(pickingSetQueryOptions(set, pollIntervalMs));
  useEffect(() => {
    if (data && data.state !== 'picking') upsertCachedSets(queryClient, [data]);
  }, [queryClient, data]);
}
