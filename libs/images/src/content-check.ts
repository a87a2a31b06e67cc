import { DECODE_OPTIONS, REQUEST_DECODE_TIMEOUT } from './limits.js';
import { sharp } from './sharp.js';
import { sniffPhoto, type SniffResult } from './sniff.js';

/** How much of the start of a photo its type and header are read from. */
export const SNIFF_HEAD_BYTES = 512 * 1024;

export const DAMAGED_PHOTO = 'This image is damaged or incomplete. Please try another file.';

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

/**
 * For a process whose image work is only the content check (the gateway): one libvips
 * thread per check leaves the other cores to requests.
 */
export function checkContentOnOneThreadEach(): void {
  sharp.concurrency(1);
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
