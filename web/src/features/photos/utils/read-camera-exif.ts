import { cameraExifFromTags, type ExifTags, type UploadedExif } from '@lumafolio/contracts';

/** EXIF tag ids → names: exifr's mini build has no tag dictionary. GPS is never read. */
const IFD0_TAGS: Record<number, keyof ExifTags> = { 0x010f: 'Make', 0x0110: 'Model' };
const EXIF_TAGS: Record<number, keyof ExifTags> = {
  0xa434: 'LensModel',
  0x829a: 'ExposureTime',
  0x829d: 'FNumber',
  0x8827: 'ISO',
  0x920a: 'FocalLength',
  0x9003: 'DateTimeOriginal',
  0x9004: 'CreateDate',
};
const ids = (tags: Record<number, unknown>) => Object.keys(tags).map(Number);

/**
 * The camera details of the file the user chose, read before the browser re-encodes it
 * (which drops them). exifr's mini build (JPEG, ~9 kB gzip) loads with the first photo
 * chosen; files it cannot read (HEIC, TIFF) go up unchanged and the media worker reads
 * them. Null when there is nothing to read: the upload goes on without.
 */
export async function readCameraExif(file: Blob): Promise<UploadedExif | null> {
  try {
    const { parse } = await import('exifr/dist/mini.esm.mjs');
    const raw = (await parse(file, {
      ifd0: { pick: ids(IFD0_TAGS) },
      exif: { pick: ids(EXIF_TAGS) },
      gps: false,
      interop: false,
      ifd1: false,
      makerNote: false,
      userComment: false,
      translateKeys: false,
      translateValues: false,
      // Dates stay text: their wall clock is kept (see cameraExifFromTags).
      reviveValues: false,
    })) as Record<string, unknown> | undefined;
    if (!raw) return null;
    const names = { ...IFD0_TAGS, ...EXIF_TAGS };
    const tags: ExifTags = Object.fromEntries(Object.entries(raw).flatMap(([id, value]) => (names[Number(id)] ? [[names[Number(id)], value]] : [])));
    const values = cameraExifFromTags(tags);
    return Object.keys(values).length > 0 ? values : null;
  } catch {
    return null;
  }
}
