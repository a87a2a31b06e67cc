import type { Template } from '@lumafolio/contracts';
import { DEFAULT_TEMPLATE_ID } from '@lumafolio/contracts/paths';

/** The four layouts a portfolio can have (spec 01 §2). */
export const TEMPLATE_LAYOUTS = ['classic', 'epic', 'monochrome', 'monochrome-white'] as const;
export type TemplateLayout = (typeof TEMPLATE_LAYOUTS)[number];

export interface TemplateChoice {
  /** The chosen template's id (also the body class template-{id}). */
  id: string;
  /** Which of the four layouts draws the page (an unknown id draws classic). */
  layout: TemplateLayout;
  /** The template's colours and type, when the list of templates has it. */
  template: Template | null;
}

export interface TemplateChoiceInput {
  ownerTemplateId?: string | null;
  userTemplateId?: string | null;
  templates?: readonly Template[] | null;
}

const isLayout = (id: string): id is TemplateLayout => (TEMPLATE_LAYOUTS as readonly string[]).includes(id);

/**
 * The template of a portfolio page (spec 01 §4): the owner's, else the signed-in user's,
 * else the one marked isDefault, else the first of the list, else classic.
 */
export function chooseTemplate({ ownerTemplateId, userTemplateId, templates }: TemplateChoiceInput): TemplateChoice {
  const list = templates ?? [];
  const id = ownerTemplateId || userTemplateId || list.find((template) => template.isDefault)?.id || list[0]?.id || DEFAULT_TEMPLATE_ID;
  return {
    id,
    layout: isLayout(id) ? id : 'classic',
    template: list.find((template) => template.id === id) ?? null,
  };
}
