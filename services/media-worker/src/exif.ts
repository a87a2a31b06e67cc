import type { AiExifHints } from '@lumafolio/ai';
import { CAMERA_EXIF_TAGS, cameraExifFromTags, summariseExif, type ExifTags, type PhotoExif } from '@lumafolio/contracts';
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
  pick: [...CAMERA_EXIF_TAGS],
  reviveValues: true,
  translateValues: false,
};

export interface ExtractedExif {
  exif: PhotoExif | null;
  hints: AiExifHints;
}

/** Reads EXIF from the first bytes of an original; a file without (readable) EXIF gives nulls. */
export async function extractExif(head: Buffer): Promise<ExtractedExif> {
  let tags: ExifTags | undefined;
  try {
    tags = ((await exifr.parse(head, EXIF_OPTIONS)) as ExifTags | undefined) ?? undefined;
  } catch {
    tags = undefined;
  }
  return summariseTags(tags ?? {});
}

export function summariseTags(tags: ExifTags): ExtractedExif {
  const values = cameraExifFromTags(tags);
  const exif = summariseExif(values);
  const hints: AiExifHints = {
    camera: exif?.camera ?? undefined,
    lens: exif?.lens ?? undefined,
    takenAt: exif?.takenAt ?? undefined,
    focalLength: values.focalLength,
    aperture: values.fNumber,
    exposureTime: values.exposureTime,
    iso: values.iso,
  };
  return { exif, hints };
}
