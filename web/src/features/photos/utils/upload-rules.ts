import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@lumafolio/contracts';

/** Spec 01 §5/§9: the photo upload's client-side checks and optimisation constants. */
export const UPLOAD_ACCEPT = ACCEPTED_UPLOAD_TYPES.join(',');
/** AI analysis answers within 15 s or is abandoned (spec 01 §9). */
export const AI_TIMEOUT_MS = 15_000;
/** The pause before the upload starts (spec 01 §9). */
export const UPLOAD_PROCESSING_DELAY_MS = 1000;

export type UploadCheck = { ok: true; type: string } | { ok: false; title: string; description: string };

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The file's type; browsers often leave HEIC/HEIF empty, then the extension decides. */
export function uploadType(file: Pick<File, 'type' | 'name'>): string {
  const type = file.type.trim().toLowerCase();
  if (type) return type === 'image/jpg' ? 'image/jpeg' : type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** Type jpeg/png/webp/heic/heif/tiff, else 'Invalid file type'; at most 25 MB, else 'File too large'. */
export function checkUploadFile(file: Pick<File, 'type' | 'name' | 'size'>): UploadCheck {
  const type = uploadType(file);
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(type)) {
    return { ok: false, title: 'Invalid file type', description: 'Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.' };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, title: 'File too large', description: 'Maximum file size is 25MB.' };
  }
  return { ok: true, type };
}

/** Types a browser may be unable to decode: uploaded as they are when decoding fails. */
export function mayUploadUndecoded(type: string): boolean {
  return type === 'image/heic' || type === 'image/heif' || type === 'image/tiff';
}

const MB = 1024 * 1024;

export interface OptimisationPlan {
  maxWidth: number;
  quality: number;
}

/** Width cap 2400 px at 0.9; over 8 MB 2000 px at 0.88; over 15 MB 1800 px at 0.85. */
export function optimisationPlan(sizeBytes: number): OptimisationPlan {
  if (sizeBytes > 15 * MB) return { maxWidth: 1800, quality: 0.85 };
  if (sizeBytes > 8 * MB) return { maxWidth: 2000, quality: 0.88 };
  return { maxWidth: 2400, quality: 0.9 };
}

/** The output size: the width capped at `maxWidth`, never upscaled, aspect ratio kept. */
export function targetSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export type Orientation = 'landscape' | 'portrait' | 'square';

/** Ratio above 1.1 landscape, below 0.9 portrait, else square. */
export function orientationOf(width: number, height: number): Orientation {
  if (!(width > 0) || !(height > 0)) return 'square';
  const ratio = width / height;
  if (ratio > 1.1) return 'landscape';
  if (ratio < 0.9) return 'portrait';
  return 'square';
}

export interface EncodedCandidate {
  size: number;
  type: string;
}

/**
 * WebP unless it is unsupported (the browser produced another type) or larger than the
 * JPEG; then JPEG. Returns null when neither encode worked.
 */
export function chooseEncoding<T extends EncodedCandidate>(webp: T | null, jpeg: T | null): T | null {
  const webpOk = webp && webp.type === 'image/webp' ? webp : null;
  if (webpOk && (!jpeg || webpOk.size <= jpeg.size)) return webpOk;
  return jpeg ?? webpOk;
}

/** The size saved as a whole percentage (0 when the output is not smaller). */
export function savedPercent(originalBytes: number, outputBytes: number): number {
  if (!(originalBytes > 0) || outputBytes >= originalBytes) return 0;
  return Math.round((1 - outputBytes / originalBytes) * 100);
}

/** 'IMG_1234.HEIC' + 'image/webp' → 'IMG_1234.webp'. */
export function renameForType(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : type === 'image/jpeg' ? 'jpg' : null;
  if (!extension) return name;
  const base = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return `${base || 'photo'}.${extension}`;
}

/** The chosen file as it goes up untouched when originals are kept (ADR 63), typed as the server reads it. */
export function untouchedUpload(file: File): { blob: Blob; fileName: string } {
  return { blob: file.slice(0, file.size, uploadType(file)), fileName: file.name };
}
