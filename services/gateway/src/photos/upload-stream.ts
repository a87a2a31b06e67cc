import { DECODE_OPTIONS, REQUEST_DECODE_TIMEOUT, sharp, type Sharp } from '@lumafolio/images';
import { HttpException } from '@nestjs/common';
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

/**
 * A whole (small) upload in memory. The multipart limit has already cut it at `limitBytes`;
 * a truncated file is a 413 with `tooLargeMessage`.
 */
export async function readUpload(file: Readable & { truncated?: boolean }, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw new HttpException(tooLargeMessage, 413);
  return Buffer.concat(chunks);
}

/**
 * Proves the whole file decodes: a damaged or truncated image is refused at upload, not
 * discovered later by the worker. A tiny output keeps it cheap (JPEG shrinks on load).
 */
export async function verifyDecodes(file: Readable): Promise<boolean> {
  const decoder = sharp({ ...DECODE_OPTIONS, failOn: 'truncated', sequentialRead: true }).timeout(REQUEST_DECODE_TIMEOUT).resize(64, 64, { fit: 'inside' }).raw();
  try {
    await Promise.all([pipeline(file, decoder), decoder.toBuffer()]);
    return true;
  } catch {
    return false;
  }
}

/** A sharp pipeline over a file already in memory, bounded in pixels and time. */
export function decodeInRequest(file: Buffer): Sharp {
  return sharp(file, { ...DECODE_OPTIONS, animated: false }).timeout(REQUEST_DECODE_TIMEOUT);
}
