import { DECODE_OPTIONS, REQUEST_DECODE_TIMEOUT } from './limits.js';
import { sharp } from './sharp.js';
import { DAMAGED_PHOTO, type SniffResult } from './photo-content.js';
import { sniffPhoto } from './sniff.js';

/**
 * Decides whether a photo's bytes are one we take: its type and header from its first
 * bytes (`head`), then the whole file decoded once, small (JPEG shrinks on load), so a
 * damaged or truncated image is refused before it becomes a photo. `whole` is asked for
 * only when the head passes and the type is one sharp decodes.
 */
export async function checkPhotoContent(head: Buffer, whole: () => Promise<Buffer>): Promise<SniffResult> {
  const sniffed = await sniffPhoto(head);
  if (!sniffed.ok) return sniffed;
  // sharp's libvips has no HEVC decoder: the worker decodes HEIC with libheif (WebAssembly).
  const heif = sniffed.mimeType === 'image/heic' || sniffed.mimeType === 'image/heif';
  if (heif) return sniffed;
  return (await decodesWhole(await whole())) ? sniffed : { ok: false, status: 422, message: DAMAGED_PHOTO };
}

async function decodesWhole(file: Buffer): Promise<boolean> {
  try {
    await sharp(file, { ...DECODE_OPTIONS, failOn: 'truncated', sequentialRead: true })
      .timeout(REQUEST_DECODE_TIMEOUT)
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The photo intake's content check for a process that decodes images itself (the Google Photos import). */
export const localContentCheck = {
  readsWhole: true,
  check: ({ head, whole }: { head: Buffer; whole: () => Promise<Buffer> }): Promise<SniffResult> => checkPhotoContent(head, whole),
} as const;
