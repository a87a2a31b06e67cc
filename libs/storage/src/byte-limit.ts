import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './object-storage.js';

/**
 * Passes bytes through and counts them; fails with ObjectTooLargeError as soon as more than
 * `maxBytes` went by, so a too-large body is cut off while streaming (never buffered).
 */
export class ByteLimit extends Transform {
  bytes = 0;
  overflowed = false;

  constructor(private readonly maxBytes?: number) {
    super();
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.bytes += buffer.length;
    if (this.maxBytes !== undefined && this.bytes > this.maxBytes) {
      this.overflowed = true;
      callback(new ObjectTooLargeError(this.maxBytes));
      return;
    }
    callback(null, buffer);
  }
}

export function assertBufferFits(body: Buffer, maxBytes: number | undefined): void {
  if (maxBytes !== undefined && body.length > maxBytes) throw new ObjectTooLargeError(maxBytes);
}
