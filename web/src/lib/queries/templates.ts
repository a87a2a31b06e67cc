import type { Template, TemplateSelection } from '@lumafolio/contracts';
import { portfolioTemplatePath, TEMPLATES_PATH } from '@lumafolio/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { failingWith } from './query-fns';

/**
 * Template queries (spec 01 §7), shared by the account's template chooser and the
 * visitor pages that apply a template's theme.
 */
export const USER_TEMPLATE_URL = '/api/user/template';

/** GET /api/templates: every portfolio design template. */
export function templatesQueryOptions() {
  return queryOptions({
    queryKey: [TEMPLATES_PATH] as const,
    queryFn: failingWith<Template[] | null>('Failed to fetch templates'),
  });
}

/** GET /api/user/template: the signed-in user's saved choice (only fetched when signed in). */
export function userTemplateQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [USER_TEMPLATE_URL] as const,
    queryFn: failingWith<TemplateSelection | null>('Failed to fetch user template'),
    enabled,
  });
}

/** GET /api/portfolio/template/{userId}: a portfolio owner's template, for visitors. */
export function portfolioTemplateQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [portfolioTemplatePath(userId ?? '')] as const,
    queryFn: failingWith<TemplateSelection | null>('Failed to fetch portfolio template'),
    enabled: Boolean(userId),
  });
}
