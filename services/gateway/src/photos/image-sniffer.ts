import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_PIXELS, type AcceptedUploadType } from '@lumafolio/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How much of the start of an upload is kept to check its type and dimensions. */
export const HEAD_BYTES = 512 * 1024;

/**
 * Passes an upload through unchanged while keeping a copy of its first bytes (bounded),
 * so the type and pixel count can be checked from the content without buffering the
 * whole file.
 */
export class HeadCapture extends Transform {
  private readonly chunks: Buffer[] = [];
  private captured = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.captured < HEAD_BYTES) {
      const slice = chunk.subarray(0, HEAD_BYTES - this.captured);
      this.chunks.push(Buffer.from(slice));
      this.captured += slice.length;
    }
    callback(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export type SniffResult =
  | { ok: true; mimeType: AcceptedUploadType; width: number | null; height: number | null }
  | { ok: false; status: 415 | 422; message: string };

const INVALID_TYPE = 'Invalid file type: please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.';

/** Decides from the bytes, never from the file name or the browser's claimed type. */
export async function sniffImage(head: Buffer): Promise<SniffResult> {
  if (head.length === 0) return { ok: false, status: 422, message: 'The file is empty.' };
  const detected = await fileTypeFromBuffer(head);
  const mime = detected?.mime === 'image/heic-sequence' ? 'image/heic' : detected?.mime;
  if (!mime || !(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(mime)) return { ok: false, status: 415, message: INVALID_TYPE };
  const mimeType = mime as AcceptedUploadType;
  const heif = mimeType === 'image/heic' || mimeType === 'image/heif';
  try {
    const { width, height } = await sharp(head, { failOn: 'none', limitInputPixels: false }).metadata();
    if (!width || !height) return { ok: false, status: 422, message: 'We could not read the size of this image. Please try another file.' };
    if (width * height > MAX_UPLOAD_PIXELS) return tooManyPixels(width, height);
    return { ok: true, mimeType, width, height };
  } catch {
    // The HEIF header can sit beyond the sniffed head; the worker decodes (and size-checks) HEIC.
    if (heif) return { ok: true, mimeType, width: null, height: null };
    return { ok: false, status: 422, message: 'This image is damaged or incomplete. Please try another file.' };
  }
}

function tooManyPixels(width: number, height: number): SniffResult {
  return { ok: false, status: 422, message: `This image is too large: ${width}×${height} pixels (at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels).` };
}

/**
 * Proves the whole file decodes: a damaged or truncated image is refused at upload, not
 * discovered later by the worker. A tiny output keeps it cheap (JPEG shrinks on load).
 */
export async function verifyDecodes(file: Readable): Promise<boolean> {
  const decoder = sharp({ failOn: 'truncated', limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true }).resize(64, 64, { fit: 'inside' }).raw();
  try {
    await transformStream(file, decoder);
    return true;
  } catch {
    return false;
  }
}

/** Streams `input` through a sharp pipeline and collects its (small) output. */
export async function transformStream(input: Readable, transform: Sharp): Promise<Buffer> {
  const [, output] = await Promise.all([pipeline(input, transform), transform.toBuffer()]);
  return output;
}
