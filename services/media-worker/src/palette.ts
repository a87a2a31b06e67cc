import type { ColorPalette } from '@lumafolio/contracts';

/** One quantised colour: sRGB 0–255 and its population (pixels it stands for). */
export interface PaletteSwatch {
  rgb: readonly [number, number, number];
  population: number;
}

/** Dominant colour, mood, brightness and colours with percentages (spec 01 §3). */
export function summarisePalette(swatches: readonly PaletteSwatch[]): ColorPalette | null {
  const used = swatches.filter((s) => s.population > 0);
  const total = used.reduce((sum, s) => sum + s.population, 0);
  if (total === 0) return null;
  const sorted = [...used].sort((a, b) => b.population - a.population);
  const dominant = sorted[0] as PaletteSwatch;
  const averageLuminance = sorted.reduce((sum, s) => sum + luminance(s.rgb) * s.population, 0) / total;
  const colors = sorted.map((s) => ({ hex: toHex(s.rgb), percentage: Math.round((s.population / total) * 1000) / 10 }));
  return { dominantColor: toHex(dominant.rgb), mood: moodOf(dominant.rgb), brightness: brightnessOf(averageLuminance), colors };
}

/** Warm: reds, oranges, yellows, magentas; cool: greens, cyans, blues; neutral: greys. */
export function moodOf(rgb: readonly [number, number, number]): ColorPalette['mood'] {
  const { h, s, l } = toHsl(rgb);
  if (s < 0.15 || l < 0.08 || l > 0.95) return 'neutral';
  return h < 70 || h >= 290 ? 'warm' : 'cool';
}

/** From perceived luminance (0–1). */
export function brightnessOf(lum: number): ColorPalette['brightness'] {
  if (lum < 0.3) return 'dark';
  if (lum > 0.65) return 'bright';
  return 'medium';
}

/** Rec. 709 weights on the gamma-encoded values: close to how light a colour looks. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function toHex(rgb: readonly [number, number, number]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Hue in degrees, saturation and lightness 0–1. */
export function toHsl([r8, g8, b8]: readonly [number, number, number]): { h: number; s: number; l: number } {
  const r = r8 / 255;
  const g = g8 / 255;
  const b = b8 / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}
