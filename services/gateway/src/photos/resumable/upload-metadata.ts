import { resumableUploadMetadataSchema, uploadPhotoFieldsSchema, type UploadPhotoFields } from '@lumafolio/contracts';
import { toFailure } from '@lumafolio/server-common';
import { HttpException } from '@nestjs/common';
import { parseExif, parseTags } from '../upload-fields.js';

/** A refusal in the shape the tus server answers with (`onResponseError` turns it into the API's error body). */
export interface TusRefusal {
  status_code: number;
  body: string;
}

const MISSING_INFORMATION = 'Missing Information: please fill in all required fields and select an image.';

export const refusal = (status_code: number, message: string): TusRefusal => ({ status_code, body: message });

/**
 * The photo's fields from a resumable upload's metadata, checked as the multipart route
 * checks its form: a 400 (or 415 for a type we do not take) with a readable message.
 */
export function fieldsOfMetadata(metadata: Record<string, string | null> | undefined): UploadPhotoFields {
  const given = Object.fromEntries(Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => entry[1] !== null));
  const parsed = resumableUploadMetadataSchema.safeParse(given);
  if (!parsed.success) {
    const typeIssue = parsed.error.issues.find((issue) => issue.path[0] === 'filetype');
    // The message names the field (the validator's own wording names none).
    throw typeIssue ? refusal(415, typeIssue.message) : refusal(400, toFailure(parsed.error).message);
  }
  const { title, category, description, aiAltText, aiTags, exif } = parsed.data;
  if (!title?.trim() || !category) throw refusal(400, MISSING_INFORMATION);
  let tagsAndExif: { aiTags: unknown; exif: unknown };
  try {
    tagsAndExif = { aiTags: parseTags(aiTags), exif: parseExif(exif) };
  } catch (error) {
    throw refusal(400, error instanceof HttpException ? error.message : 'The upload metadata could not be read.');
  }
  const fields = uploadPhotoFieldsSchema.safeParse({ title, category, description, aiAltText, ...tagsAndExif });
  if (!fields.success) throw refusal(400, toFailure(fields.error).message);
  return fields.data;
}
