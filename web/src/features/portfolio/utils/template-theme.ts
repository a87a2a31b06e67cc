import type { ColorPalette, Template } from '@lumafolio/contracts';
import { DEFAULT_COLOR_SCHEME, DEFAULT_TYPOGRAPHY } from '@lumafolio/contracts/paths';
import { HEX_COLOUR, heroAccent, relativeLuminance } from './hero-accent';

type ColorKey = keyof typeof DEFAULT_COLOR_SCHEME;

/** CSS variable of each colour of a template's scheme. */
const COLOR_VARIABLES: Record<ColorKey, string> = {
  primary: '--tpl-primary',
  secondary: '--tpl-secondary',
  accent: '--tpl-accent',
  text: '--tpl-text',
  textLight: '--tpl-text-light',
  background: '--tpl-background',
  cardBackground: '--tpl-card-background',
  border: '--tpl-border',
};

/** A font family name safe inside a quoted CSS string. */
const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]{0,60}$/;
/** After the template's font: the app's Montserrat (one variable file), its metric-matched local stand-in, then system fonts. */
const FONT_FALLBACKS = "'Montserrat Variable', 'Montserrat Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const weight = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 900 && value % 100 === 0 ? value : fallback;

/**
 * A template's colours, font and weights as page-level CSS variables (spec 01 §4), each
 * falling back to the spec's default (primary #000000 … border #e5e5e5, Montserrat, 300 / 400)
 * when the template leaves it unset or it is not a valid value.
 */
export function templateThemeVariables(template: Pick<Template, 'colorScheme' | 'typography'> | null | undefined): Record<string, string> {
  const variables: Record<string, string> = {};
  const scheme: Partial<Record<ColorKey, unknown>> = template?.colorScheme ?? {};
  for (const key of Object.keys(COLOR_VARIABLES) as ColorKey[]) {
    const value = scheme[key];
    variables[COLOR_VARIABLES[key]] = typeof value === 'string' && HEX_COLOUR.test(value) ? value : DEFAULT_COLOR_SCHEME[key];
  }
  const typography: Partial<Template['typography']> = template?.typography ?? {};
  const family = typography.fontFamily?.trim();
  variables['--tpl-font-family'] = `'${family && FONT_NAME.test(family) ? family : DEFAULT_TYPOGRAPHY.fontFamily}', ${FONT_FALLBACKS}`;
  variables['--tpl-heading-weight'] = String(weight(typography.headingWeight, DEFAULT_TYPOGRAPHY.headingWeight));
  variables['--tpl-body-weight'] = String(weight(typography.bodyWeight, DEFAULT_TYPOGRAPHY.bodyWeight));
  return variables;
}

/** The variables with the accent taken from the hero banner's palette (ADR 41); unchanged without a palette. */
export function withHeroAccent(variables: Record<string, string>, palette: ColorPalette | null): Record<string, string> {
  if (!palette) return variables;
  const scheme = {
    accent: variables['--tpl-accent'] ?? DEFAULT_COLOR_SCHEME.accent,
    text: variables['--tpl-text'] ?? DEFAULT_COLOR_SCHEME.text,
    mutedText: variables['--tpl-text-light'] ?? DEFAULT_COLOR_SCHEME.textLight,
    background: variables['--tpl-background'] ?? DEFAULT_COLOR_SCHEME.background,
  };
  return { ...variables, '--tpl-accent': heroAccent(palette, scheme) };
}

/** Whether a #rgb / #rrggbb colour is dark (relative luminance below 0.4): white text reads on it. */
export function isDarkColour(hex: string): boolean {
  const luminance = relativeLuminance(hex);
  return luminance !== null && luminance < 0.4;
}
