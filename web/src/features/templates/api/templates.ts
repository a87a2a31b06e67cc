import type { TemplateSelection } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryTransientFailure } from '@/lib/query-client';
import { USER_TEMPLATE_URL, userTemplateQueryOptions } from '@/lib/queries/templates';

/** POST /api/user/template { templateId }: applies a template to the user's portfolio. */
export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => apiRequest<TemplateSelection>('POST', USER_TEMPLATE_URL, { templateId }),
    retry: retryTransientFailure,
    onSuccess: (choice, templateId) => {
      queryClient.setQueryData(userTemplateQueryOptions().queryKey, choice ?? { templateId, heroAccent: true });
    },
  });
}

/** POST /api/user/template/hero-accent { heroAccent }: whether the accent colour follows the hero banner (ADR 41). */
export function useSetHeroAccent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (heroAccent: boolean) => apiRequest<TemplateSelection>('POST', `${USER_TEMPLATE_URL}/hero-accent`, { heroAccent }),
    retry: retryTransientFailure,
    onSuccess: (choice) => {
      queryClient.setQueryData(userTemplateQueryOptions().queryKey, choice);
    },
  });
}
