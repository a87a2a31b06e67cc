import { BadRequestException } from '@nestjs/common';

/** The `exif` field is JSON (the original's camera details); anything else is a clear 400. */
export function parseExif(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException('The exif field must be JSON with the camera details of the photo.');
  }
}

/** The `aiTags` field: a JSON list, or tags separated by commas. */
export function parseTags(raw: string | undefined): unknown {
  if (!raw) return [];
  try {
    return JSON.parse(raw);
  } catch {
    return raw
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  }
}
