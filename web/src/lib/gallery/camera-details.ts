import type { PhotoExif } from '@lumafolio/contracts';

/** The capture time is the camera's wall clock, stored as UTC: shown in UTC, it reads as taken. */
const takenOn = (iso: string): string | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
};

/** "Canon EOS 350D DIGITAL · 1/80 s · f/5.6 · ISO 400 · Jan 22, 2008" (camera · lens · exposure · date); null without any. */
export function cameraDetails(exif: PhotoExif | null | undefined): string | null {
  if (!exif) return null;
  const parts = [exif.camera, exif.lens, exif.exposure, exif.takenAt ? takenOn(exif.takenAt) : null].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
