import { FIRST_STEPS_PATH, type FirstSteps, type FirstStepsEvent } from '@lumafolio/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryTransientFailure } from '@/lib/query-client';

/** GET /api/user/first-steps: read afresh whenever the account page shows it (the steps are done elsewhere). */
export const firstStepsQueryOptions = () =>
  queryOptions({
    queryKey: [FIRST_STEPS_PATH],
    queryFn: () => apiRequest<FirstSteps>('GET', FIRST_STEPS_PATH),
    staleTime: 0,
  });

/** POST /api/user/first-steps { event }: the link was shared, or the checklist dismissed. */
export function useRecordFirstStepsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: FirstStepsEvent) => apiRequest<FirstSteps>('POST', FIRST_STEPS_PATH, { event }),
    retry: retryTransientFailure,
    onSuccess: (steps) => queryClient.setQueryData(firstStepsQueryOptions().queryKey, steps),
  });
}
