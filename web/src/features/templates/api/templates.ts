import type { Template } from '@lumafolio/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest, defaultQueryFn } from '../../../lib/api-client';
import { retryTransientFailure } from '../../../lib/query-client';

export const TEMPLATES_URL = '/api/templates';
export const USER_TEMPLATE_URL = '/api/user/template';

export interface TemplateChoice {
  templateId: string;
}

/** The default query function, failing with `message` (spec 01 §8 template fetch errors). */
function failingWith<T>(message: string): QueryFunction<T, QueryKey> {
  return async (context) => {
    try {
      return (await defaultQueryFn(context)) as T;
    } catch (cause) {
      throw new Error(message, { cause });
    }
  };
}

/** GET /api/templates: every portfolio design template. */
export function templatesQueryOptions() {
  return queryOptions({
    queryKey: [TEMPLATES_URL] as const,
    queryFn: failingWith<Template[] | null>('Failed to fetch templates'),
  });
}

/** GET /api/user/template: the signed-in user's saved choice (only fetched when signed in). */
export function userTemplateQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [USER_TEMPLATE_URL] as const,
    queryFn: failingWith<TemplateChoice | null>('Failed to fetch user template'),
    enabled,
  });
}

/** POST /api/user/template { templateId }: applies a template to the user's portfolio. */
export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => apiRequest<TemplateChoice>('POST', USER_TEMPLATE_URL, { templateId }),
    retry: retryTransientFailure,
    onSuccess: (choice, templateId) => {
      queryClient.setQueryData(userTemplateQueryOptions().queryKey, choice ?? { templateId });
    },
  });
}
