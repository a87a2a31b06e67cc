import type { HeroBannerSignals, HeroSignals } from '@lumafolio/contracts';

/** A banner the media worker has measured: the only kind an insights provider sees. */
export type MeasuredBanner = HeroBannerSignals & { signals: HeroSignals };

export const isMeasured = (banner: HeroBannerSignals): banner is MeasuredBanner => banner.signals !== null;

/** "62 %" */
export const percent = (ratio: number): string => `${Math.round(ratio * 100)} %`;

/** The names in a readable list: "A", "A and B", "A, B and C". */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The detector's subjects worth naming: confident enough and not a speck. */
export function clearSubjects(signals: HeroSignals): HeroSignals['subjects'] {
  return signals.subjects.filter((subject) => subject.score >= 0.4 && subject.area >= 0.005);
}
