import { z } from 'zod';
import { cleanLineText, isoDateTime, lineText, serverText } from '../text/clean-text.js';

/** Longest camera, lens or make text kept. */
export const EXIF_TEXT_MAX = 120;
/** The longest `exif` form field of an upload (JSON of the camera tags, each at most EXIF_TEXT_MAX). */
export const UPLOADED_EXIF_JSON_MAX = 4_000;

/** What a photo shows of its camera: never a location. */
export const photoExifSchema = z.object({
  camera: serverText().nullable(),
  lens: serverText().nullable(),
  /** "1/250 s · f/2.8 · ISO 100" */
  exposure: serverText().nullable(),
  /** The capture time as written by the camera (its wall clock, stored as UTC). */
  takenAt: serverText().nullable(),
  /** "90 mm"; absent on photos stored before it was kept. */
  focalLength: serverText().nullable().optional(),
});
export type PhotoExif = z.infer<typeof photoExifSchema>;

const INVALID = 'The exif field holds camera details the server cannot read.';
const exifText = lineText().min(1, INVALID).max(EXIF_TEXT_MAX, `Camera details (exif) are at most ${EXIF_TEXT_MAX} characters each.`);
const exifNumber = z.number(INVALID).positive(INVALID).max(1_000_000, INVALID);

/**
 * The `exif` field of POST /api/photos/upload (JSON): the camera tags of the original the
 * user chose, read in the browser before it re-encodes the image (which drops them). Only
 * these tags exist here; anything else sent (a GPS position) is dropped.
 */
export const uploadedExifSchema = z.object(
  {
    make: exifText.optional(),
    model: exifText.optional(),
    lensModel: exifText.optional(),
    exposureTime: exifNumber.optional(),
    fNumber: exifNumber.optional(),
    iso: exifNumber.optional(),
    focalLength: exifNumber.optional(),
    takenAt: isoDateTime({ error: INVALID }).optional(),
  },
  { error: INVALID },
);
export type UploadedExif = z.infer<typeof uploadedExifSchema>;

/** The EXIF tags read (by exifr) from a file, as they come: anything may be missing or odd. */
export interface ExifTags {
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

/** The tags to ask exifr for: camera, lens, exposure and capture time, never GPS. */
export const CAMERA_EXIF_TAGS = ['Make', 'Model', 'LensModel', 'ExposureTime', 'FNumber', 'ISO', 'FocalLength', 'DateTimeOriginal', 'CreateDate'] as const;

/** Clean camera values from raw tags: trimmed bounded text, positive numbers, an ISO capture time. */
export function cameraExifFromTags(tags: ExifTags): UploadedExif {
  const values: UploadedExif = {
    make: text(tags.Make),
    model: text(tags.Model),
    lensModel: text(tags.LensModel),
    exposureTime: positive(tags.ExposureTime),
    fNumber: positive(tags.FNumber),
    iso: positive(tags.ISO),
    focalLength: positive(tags.FocalLength),
    takenAt: captureTime(tags.DateTimeOriginal) ?? captureTime(tags.CreateDate),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as UploadedExif;
}

/** Camera, lens, exposure, focal length and date as a photo shows them; null when there is none of them. */
export function summariseExif(values: UploadedExif | null | undefined): PhotoExif | null {
  if (!values) return null;
  const camera = formatCamera(values.make ?? null, values.model ?? null);
  const lens = values.lensModel ?? null;
  const exposure = formatExposure({ exposureTime: values.exposureTime, aperture: values.fNumber, iso: values.iso });
  const takenAt = values.takenAt ?? null;
  const focalLength = values.focalLength === undefined ? null : `${round(values.focalLength, 1)} mm`;
  if (!camera && !lens && !exposure && !takenAt && !focalLength) return null;
  return { camera, lens, exposure, takenAt, ...(focalLength ? { focalLength } : {}) };
}

/** Only the camera details a visitor may see, whatever an older document holds; a missing focal length reads as none. */
export function publicExif(exif: PhotoExif | null | undefined): PhotoExif | null {
  if (!exif) return null;
  return {
    camera: exif.camera ?? null,
    lens: exif.lens ?? null,
    exposure: exif.exposure ?? null,
    takenAt: exif.takenAt ?? null,
    focalLength: exif.focalLength ?? null,
  };
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

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = cleanLineText(value).replace(/\s+/g, ' ').trim();
  return cleaned === '' ? undefined : cleaned.slice(0, EXIF_TEXT_MAX);
}

function positive(value: unknown): number | undefined {
  const n = Array.isArray(value) ? Number(value[0]) : Number(value);
  return typeof value !== 'boolean' && value !== null && value !== undefined && Number.isFinite(n) && n > 0 && n <= 1_000_000 ? n : undefined;
}

/** EXIF "YYYY:MM:DD HH:MM:SS" has no time zone: its wall clock is kept, written as UTC. */
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

function captureTime(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string') return undefined;
  const parts = EXIF_DATE.exec(value.trim());
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // "0000:00:00 00:00:00" (no clock set) and impossible dates are no date.
  return year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day ? undefined : date.toISOString();
}
