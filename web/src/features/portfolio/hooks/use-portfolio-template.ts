import { useQuery } from '@tanstack/react-query';
import { portfolioTemplateQueryOptions, templatesQueryOptions, userTemplateQueryOptions } from '@/lib/queries/templates';
import { chooseTemplate, type TemplateChoice } from '../utils/template-choice';

/**
 * The template of a portfolio page (spec 01 §4): the owner's, else the signed-in user's
 * (asked for only on their own portfolio, spec 01 §7), else the default of the list.
 * `isPending` stays true until the owner's choice is known, so the page does not draw one
 * layout and then switch to another.
 */
export function usePortfolioTemplate(ownerId: string | undefined, isOwnPortfolio: boolean): TemplateChoice & { heroAccent: boolean; isPending: boolean } {
  const owner = useQuery(portfolioTemplateQueryOptions(ownerId));
  const user = useQuery(userTemplateQueryOptions({ enabled: isOwnPortfolio }));
  const templates = useQuery(templatesQueryOptions());
  const choice = chooseTemplate({
    ownerTemplateId: owner.data?.templateId,
    userTemplateId: user.data?.templateId,
    templates: templates.data,
  });
  const isPending = owner.isPending || (owner.isError && isOwnPortfolio && user.isPending) || templates.isPending;
  // The owner's setting (ADR 41); on by default.
  const heroAccent = (owner.data ?? user.data)?.heroAccent !== false;
  return { ...choice, heroAccent, isPending: Boolean(ownerId) && isPending };
}
