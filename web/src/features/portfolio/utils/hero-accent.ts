import type { ColorPalette } from '@lumafolio/contracts';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** How far a palette colour may be mixed toward white or black before it stops being that colour. */
const MAX_MIX = 0.85;
const MIX_STEP = 0.05;

type Rgb = [number, number, number];

/** A #rgb or #rrggbb colour. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function toRgb(hex: string): Rgb | null {
  if (!HEX_COLOUR.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The WCAG relative luminance of a #rgb / #rrggbb colour (0 black … 1 white); null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const rgb = toRgb(hex);
  return rgb ? luminance(rgb) : null;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [toRgb(a), toRgb(b)];
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((channel, index) => channel + ((to[index] as number) - channel) * amount) as Rgb;

export interface AccentScheme {
  /** The template's own accent, used when no palette colour can pass. */
  accent: string;
  text: string;
  /** The template's secondary text (captions, the contact line), drawn on an accent surface too. */
  mutedText?: string;
  background: string;
}

/**
 * The colour the accent must read against. A template's accent is either a surface under the
 * text (classic, monochrome: a light or dark tint) or ink on the page's background (epic's
 * gold tagline): its own accent tells which, by the one it contrasts with more.
 */
export function accentPartner({ accent, text, background }: AccentScheme): string {
  return contrastRatio(accent, text) >= contrastRatio(accent, background) ? text : background;
}

/** The hero palette's colours, most prominent first: its dominant colour, then by share. */
function paletteColours(palette: ColorPalette): string[] {
  const byShare = [...palette.colors].sort((a, b) => b.percentage - a.percentage).map((colour) => colour.hex);
  return [...new Set([palette.dominantColor, ...byShare].map((hex) => hex.toLowerCase()))].filter((hex) => HEX_COLOUR.test(hex));
}

/**
 * The accent colour a portfolio takes from its hero banner (ADR 41): the most prominent
 * palette colour that reads against the template's text, and its muted text when the accent
 * is a surface, at WCAG AA (4.5:1), mixed toward
 * white or black (whichever the partner colour contrasts with) as little as it takes; the
 * template's own accent when no palette colour gets there without losing its hue.
 */
export function heroAccent(palette: ColorPalette | null | undefined, scheme: AccentScheme): string {
  if (!palette) return scheme.accent;
  const partner = accentPartner(scheme);
  const partnerRgb = toRgb(partner);
  if (!partnerRgb) return scheme.accent;
  // A surface carries the muted text as well as the main text: both must read on it.
  const partners = partner === scheme.text && scheme.mutedText && toRgb(scheme.mutedText) ? [partner, scheme.mutedText] : [partner];
  const toward: Rgb = contrastRatio('#ffffff', partner) >= contrastRatio('#000000', partner) ? [255, 255, 255] : [0, 0, 0];
  for (const hex of paletteColours(palette)) {
    const rgb = toRgb(hex) as Rgb;
    for (let amount = 0; amount <= MAX_MIX + 1e-9; amount += MIX_STEP) {
      const candidate = toHex(mix(rgb, toward, amount));
      if (partners.every((ink) => contrastRatio(candidate, ink) >= MIN_TEXT_CONTRAST)) return candidate;
    }
  }
  return scheme.accent;
}
