import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { templateIdSchema, templateSchema } from './template.schema.js';

export const listTemplatesRpc = defineRpc('portfolio.templates.list.v1', z.object({}).strict(), z.array(templateSchema));

/**
 * A user's chosen template (`templateId`), defaulting to the default template; `heroAccent`:
 * whether the template's accent colour comes from the hero banner's palette (ADR 41, default on).
 */
export const templateSelectionSchema = z.object({ templateId: templateIdSchema, heroAccent: z.boolean().default(true) });
export type TemplateSelection = z.infer<typeof templateSelectionSchema>;

/** POST /api/user/template */
export const selectTemplateRequestSchema = z.object({ templateId: templateIdSchema }).strict();

/** POST /api/user/template/hero-accent */
export const setHeroAccentRequestSchema = z.object({ heroAccent: z.boolean({ message: 'heroAccent must be true or false.' }) }).strict();

export const getTemplateSelectionRpc = defineRpc(
  'portfolio.template-selection.get.v1',
  z.object({ userId: serverText().min(1) }).strict(),
  templateSelectionSchema,
);
export const setTemplateSelectionRpc = defineRpc(
  'portfolio.template-selection.set.v1',
  z.object({ userId: serverText().min(1), templateId: templateIdSchema }).strict(),
  templateSelectionSchema,
);

export const setHeroAccentRpc = defineRpc(
  'portfolio.template-selection.hero-accent.set.v1',
  z.object({ userId: serverText().min(1), heroAccent: z.boolean() }).strict(),
  templateSelectionSchema,
);

/** Account deletion: the user's portfolio settings, hero banner and the contact messages sent to them. */
export const deleteUserPortfolioRpc = defineRpc(
  'portfolio.user-data.delete.v1',
  z.object({ userId: serverText().min(1) }).strict(),
  z.object({ deleted: z.literal(true) }),
);
