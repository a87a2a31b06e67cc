import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { firstStepsQueryOptions } from '../api/first-steps';

/**
 * The checklist, asked again whenever a change made on the page settles (a template or a
 * hero picked, a photo uploaded or made public): the server decides what is done.
 */
export function useFirstSteps() {
  const query = useQuery(firstStepsQueryOptions());
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (mutating > 0) wasMutating.current = true;
    else if (wasMutating.current) {
      wasMutating.current = false;
      void refetch();
    }
  }, [mutating, refetch]);
  return query;
}
