import type { AcceptedUploadType } from '@lumafolio/contracts';

/** Whether a photo's bytes are one we take: its type and, when its header gave them, its size. */
export type SniffResult =
  { ok: true; mimeType: AcceptedUploadType; width: number | null; height: number | null } | { ok: false; status: 415 | 422; message: string };

/** How much of the start of a photo its type and header are read from. */
export const SNIFF_HEAD_BYTES = 512 * 1024;

export const INVALID_PHOTO_TYPE = 'Invalid file type: please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.';
export const EMPTY_PHOTO = 'The file is empty.';
export const DAMAGED_PHOTO = 'This image is damaged or incomplete. Please try another file.';
