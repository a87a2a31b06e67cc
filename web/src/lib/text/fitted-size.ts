/**
 * Font sizes that let a name wrap only between words: the longest run of letters that may
 * not be broken must fit the line. Its width is estimated from Montserrat's widest advance
 * widths (weights 300–700, uppercase, measured in Chromium), in em.
 */
const ADVANCE_EM: Record<string, number> = {
  A: 0.766,
  B: 0.765,
  C: 0.724,
  D: 0.826,
  E: 0.671,
  F: 0.639,
  G: 0.773,
  H: 0.814,
  I: 0.328,
  J: 0.541,
  K: 0.74,
  L: 0.604,
  M: 0.956,
  N: 0.814,
  O: 0.844,
  P: 0.732,
  Q: 0.844,
  R: 0.735,
  S: 0.638,
  T: 0.618,
  U: 0.793,
  V: 0.746,
  W: 1.163,
  X: 0.714,
  Y: 0.676,
  Z: 0.671,
  0: 0.679,
  1: 0.392,
  2: 0.59,
  3: 0.592,
  4: 0.689,
  5: 0.595,
  6: 0.637,
  7: 0.62,
  8: 0.66,
  9: 0.637,
  '-': 0.386,
  "'": 0.23,
  '’': 0.23,
  '.': 0.262,
  '&': 0.728,
};
/** Letters outside the table (other scripts, symbols): as wide as the widest Latin capital. */
const UNKNOWN_EM = 1.2;
/** Kerning, rounding and font-rendering differences. */
const SAFETY = 1.04;

function advance(char: string): number {
  const base = char.normalize('NFD').charAt(0);
  return ADVANCE_EM[base] ?? UNKNOWN_EM;
}

/**
 * The width (em) of the longest piece of `text` a line may not break, shown in capitals
 * with `trackingEm` letter spacing. Lines break at spaces and after hyphens.
 */
export function longestUnbreakableEm(text: string, trackingEm: number): number {
  const pieces = text
    .toUpperCase()
    .split(/\s+|(?<=-)/u)
    .filter(Boolean);
  const widths = pieces.map((piece) => Array.from(piece).reduce((sum, char) => sum + advance(char) + trackingEm, 0));
  return Math.max(0, ...widths) * SAFETY;
}

/**
 * A CSS font size: `maxSize`, or smaller when the longest unbreakable piece would not fit
 * the width of the nearest size container (`cqi`).
 */
export function fittedFontSize(text: string, maxSize: string, trackingEm: number): string {
  const em = longestUnbreakableEm(text, trackingEm);
  return em > 0 ? `min(${maxSize}, calc(100cqi / ${em.toFixed(3)}))` : maxSize;
}
