import type { AiExifHints } from '@lumafolio/ai';
import type { PhotoExif } from '@lumafolio/dal';
import exifr from 'exifr';

type ExifrOptions = Exclude<Parameters<typeof exifr.parse>[1], undefined | boolean | unknown[]>;

/** The EXIF tags the pipeline reads; GPS is never parsed, so it cannot reach a document. */
const EXIF_OPTIONS: ExifrOptions = {
  tiff: true,
  exif: true,
  gps: false,
  interop: false,
  ifd1: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  pick: ['Make', 'Model', 'LensModel', 'ExposureTime', 'FNumber', 'ISO', 'FocalLength', 'DateTimeOriginal', 'CreateDate'],
  reviveValues: true,
  translateValues: false,
};

export interface RawExif {
  Make?: unknown;
  Model?: unknown;
  LensModel?: unknown;
  ExposureTime?: unknown;
  FNumber?: unknown;
  ISO?: unknown;
  FocalLength?: unknown;
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
}

export interface ExtractedExif {
  exif: PhotoExif | null;
  hints: AiExifHints;
}

/** Reads EXIF from the first bytes of an original; a file without (readable) EXIF gives nulls. */
export async function extractExif(head: Buffer): Promise<ExtractedExif> {
  let raw: RawExif | undefined;
  try {
    raw = ((await exifr.parse(head, EXIF_OPTIONS)) as RawExif | undefined) ?? undefined;
  } catch {
    raw = undefined;
  }
  return summariseExif(raw ?? {});
}

export function summariseExif(raw: RawExif): ExtractedExif {
  const camera = formatCamera(text(raw.Make), text(raw.Model));
  const lens = text(raw.LensModel);
  const exposureTime = positive(raw.ExposureTime);
  const aperture = positive(raw.FNumber);
  const iso = positive(raw.ISO);
  const exposure = formatExposure({ exposureTime, aperture, iso });
  const taken = raw.DateTimeOriginal ?? raw.CreateDate;
  const takenAt = taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString() : null;
  const exif: PhotoExif | null = camera || lens || exposure || takenAt ? { camera, lens, exposure, takenAt } : null;
  const hints: AiExifHints = {
    camera: camera ?? undefined,
    lens: lens ?? undefined,
    takenAt: takenAt ?? undefined,
    focalLength: positive(raw.FocalLength),
    aperture,
    exposureTime,
    iso,
  };
  return { exif, hints };
}

/** "Canon" + "Canon EOS R5" → "Canon EOS R5"; "NIKON CORPORATION" + "NIKON D850" → "NIKON D850". */
export function formatCamera(make: string | null, model: string | null): string | null {
  if (!make) return model;
  if (!model) return make;
  const firstWord = make.split(/\s+/)[0] ?? make;
  if (model.toLowerCase().startsWith(firstWord.toLowerCase())) return model;
  return `${make} ${model}`;
}

/** "1/250 s · f/2.8 · ISO 100"; missing parts are left out, nothing at all gives null. */
export function formatExposure(values: { exposureTime?: number | undefined; aperture?: number | undefined; iso?: number | undefined }): string | null {
  const parts: string[] = [];
  const t = values.exposureTime;
  if (t !== undefined) {
    if (t < 1) {
      const denominator = Math.round(1 / t);
      parts.push(Math.abs(1 / denominator - t) / t < 0.05 ? `1/${denominator} s` : `${round(t, 3)} s`);
    } else {
      parts.push(`${round(t, 1)} s`);
    }
  }
  if (values.aperture !== undefined) parts.push(`f/${round(values.aperture, 1)}`);
  if (values.iso !== undefined) parts.push(`ISO ${Math.round(values.iso)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function round(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f]/g, '').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned.slice(0, 120);
}

function positive(value: unknown): number | undefined {
  const n = Array.isArray(value) ? Number(value[0]) : Number(value);
  return typeof value !== 'boolean' && value !== null && value !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
}
