import { clearSubjects, type MeasuredBanner } from './measured-banner.js';

const pct = (ratio: number) => Math.round(ratio * 100);

/** What the model is told of each banner: its measurements, never its pixels (ADR 30). */
export function bannerFacts(banners: readonly MeasuredBanner[]) {
  return banners.map(({ id, name, description, isDefault, colorPalette, signals }) => ({
    id,
    name,
    description,
    isDefault,
    palette: colorPalette
      ? { dominant: colorPalette.dominantColor, mood: colorPalette.mood, brightness: colorPalette.brightness, colours: colorPalette.colors.slice(0, 6) }
      : null,
    size: `${signals.width}x${signals.height}`,
    brightnessPercent: pct(signals.brightness),
    contrastPercent: pct(signals.contrast),
    saturationPercent: pct(signals.saturation),
    skyPercent: pct(signals.sky),
    greeneryPercent: pct(signals.greenery),
    edgeDensityPercent: pct(signals.edgeDensity),
    colourNames: signals.colours.map((c) => `${c.name} ${pct(c.share)}%`),
    detectedSubjects: clearSubjects(signals).map((s) => `${s.label} (${pct(s.score)}% sure, ${pct(s.area)}% of frame)`),
    exif: signals.exif,
  }));
}
