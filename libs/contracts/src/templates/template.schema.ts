import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { DEFAULT_COLOR_SCHEME as DEFAULT_COLOR_SCHEME_VALUES, DEFAULT_TYPOGRAPHY as DEFAULT_TYPOGRAPHY_VALUES } from './template-defaults.js';

const hexColour = verbatimText().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
const fontWeight = z.number().int().min(100).max(900).multipleOf(100);

export const templateIdSchema = verbatimText().regex(/^[a-z][a-z0-9-]{1,39}$/);
export { DEFAULT_TEMPLATE_ID } from './template-defaults.js';

export const colorSchemeSchema = z.object({
  primary: hexColour,
  secondary: hexColour,
  accent: hexColour,
  text: hexColour,
  textLight: hexColour,
  background: hexColour,
  cardBackground: hexColour,
  border: hexColour,
});

export const typographySchema = z.object({
  fontFamily: serverText().min(1),
  headingWeight: fontWeight,
  bodyWeight: fontWeight,
});

/** A portfolio design template (spec 01 §3). */
export const templateSchema = z.object({
  id: templateIdSchema,
  name: serverText().min(1),
  description: serverText(),
  category: serverText(),
  isDefault: z.boolean(),
  colorScheme: colorSchemeSchema,
  typography: typographySchema,
});

export type ColorScheme = z.infer<typeof colorSchemeSchema>;
export type Typography = z.infer<typeof typographySchema>;
export type Template = z.infer<typeof templateSchema>;

/** Theme values used when a template leaves a field unset (spec 01 §4). */
export const DEFAULT_COLOR_SCHEME: ColorScheme = DEFAULT_COLOR_SCHEME_VALUES;
export const DEFAULT_TYPOGRAPHY: Typography = DEFAULT_TYPOGRAPHY_VALUES;
