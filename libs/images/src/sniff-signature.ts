import type { AcceptedUploadType } from '@lumafolio/contracts';
import { detectImageType, PHOTO_TYPES } from './formats.js';
import { EMPTY_PHOTO, INVALID_PHOTO_TYPE } from './photo-content.js';

export type SignatureResult = { ok: true; mimeType: AcceptedUploadType } | { ok: false; status: 415 | 422; message: string };

/** A photo's type from its signature alone (nothing is decoded): empty is a 422, not an accepted format a 415. */
export async function sniffSignature(head: Uint8Array): Promise<SignatureResult> {
  if (head.length === 0) return { ok: false, status: 422, message: EMPTY_PHOTO };
  const mimeType = await detectImageType(head, PHOTO_TYPES);
  return mimeType ? { ok: true, mimeType } : { ok: false, status: 415, message: INVALID_PHOTO_TYPE };
}
