import type { PhotoExif } from '@lumafolio/contracts';

/** The capture time is the camera's wall clock, stored as UTC: shown in UTC, it reads as taken. */
const takenOn = (iso: string): string | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
};

/** "1/80 s · f/5.6 · ISO 400 · 50 mm": shutter, aperture, ISO and focal length; null without any. */
function exposureWithFocalLength(exif: PhotoExif): string | null {
  const parts = [exif.exposure, exif.focalLength].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "Canon EOS 350D DIGITAL · 1/80 s · f/5.6 · ISO 400 · Jan 22, 2008" (camera · lens · exposure · date: My Photos' short line); null without any. */
export function cameraDetails(exif: PhotoExif | null | undefined): string | null {
  if (!exif) return null;
  const parts = [exif.camera, exif.lens, exif.exposure, exif.takenAt ? takenOn(exif.takenAt) : null].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

export interface CameraFact {
  label: 'Camera' | 'Lens' | 'Exposure' | 'Taken';
  value: string;
}

/** The lightbox's rows: camera, lens, exposure (with focal length) and the date taken, those known. */
export function cameraFacts(exif: PhotoExif | null | undefined): CameraFact[] {
  if (!exif) return [];
  const rows: Array<[CameraFact['label'], string | null]> = [
    ['Camera', exif.camera],
    ['Lens', exif.lens],
    ['Exposure', exposureWithFocalLength(exif)],
    ['Taken', exif.takenAt ? takenOn(exif.takenAt) : null],
  ];
  return rows.filter((row): row is [CameraFact['label'], string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}
