import { computeSceneCues, type Detection } from '@lumafolio/ai';
import { HERO_SIGNALS_VERSION, type HeroExifSignals, type HeroSignals } from '@lumafolio/contracts';
import { DECODE_OPTIONS, sharp, WORKER_DECODE_TIMEOUT } from '@lumafolio/images';
import { extractExif } from './exif.js';

/** The local COCO detector (libs/ai), loaded once per worker. */
export interface SubjectDetector {
  detect(image: Buffer): Promise<Detection[]>;
}

/** The detector's input size: one decode serves it, the scene cues and the statistics. */
const MEASURE_SIZE = 512;
const EXIF_HEAD_BYTES = 256 * 1024;
const MAX_SUBJECTS = 8;

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (value: number) => round(Math.min(1, Math.max(0, value)));

/**
 * What the AI Insights tab reads of a banner (ADR 30), measured once here: brightness and
 * contrast from the pixels (sharp's statistics of the luma), the scene cues, the subjects
 * the local detector finds and the camera details of the source, where it has them.
 */
export async function measureHeroSignals(source: Buffer, detector: SubjectDetector, now = new Date()): Promise<HeroSignals> {
  const decoded = sharp(source, DECODE_OPTIONS).timeout(WORKER_DECODE_TIMEOUT).rotate();
  const { data: small, info } = await decoded
    .resize(MEASURE_SIZE, MEASURE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(source, DECODE_OPTIONS).metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  const [width, height] = swapped ? [meta.height, meta.width] : [meta.width, meta.height];

  const [stats, cues, detections, exif] = await Promise.all([
    sharp(small).greyscale().stats(),
    computeSceneCues(small),
    detector.detect(small),
    extractExif(source.subarray(0, EXIF_HEAD_BYTES)),
  ]);
  const luma = stats.channels[0];
  return {
    version: HERO_SIGNALS_VERSION,
    measuredAt: now.toISOString(),
    width: width ?? info.width,
    height: height ?? info.height,
    brightness: ratio((luma?.mean ?? 0) / 255),
    contrast: ratio((luma?.stdev ?? 0) / 255),
    saturation: ratio(cues.saturation),
    edgeDensity: ratio(cues.edgeDensity),
    sky: ratio(cues.skyTop),
    greenery: ratio(cues.green),
    colours: cues.colours.slice(0, 12).map(({ name, share }) => ({ name, share: ratio(share) })),
    subjects: [...detections]
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_SUBJECTS)
      .map(({ label, score, area }) => ({ label, score: ratio(score), area: ratio(area) })),
    exif: exifSignals(exif.hints),
  };
}

function exifSignals(hints: Awaited<ReturnType<typeof extractExif>>['hints']): HeroExifSignals | null {
  const positive = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 120) : null);
  const takenAt = hints.takenAt instanceof Date ? hints.takenAt.toISOString() : text(hints.takenAt);
  const signals: HeroExifSignals = {
    camera: text(hints.camera),
    lens: text(hints.lens),
    focalLength: positive(hints.focalLength),
    aperture: positive(hints.aperture),
    exposureTime: positive(hints.exposureTime),
    iso: positive(hints.iso),
    takenAt,
  };
  return Object.values(signals).some((value) => value !== null) ? signals : null;
}
