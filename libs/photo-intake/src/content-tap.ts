import { SNIFF_HEAD_BYTES } from '@lumafolio/images/signatures';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes a photo's bytes through unchanged on their way to storage, keeping their start
 * (to sniff the type) and, when `keepAll`, all of them (to check that they decode), so
 * nothing has to be read back from storage.
 */
export class ContentTap extends Transform {
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(private readonly keepAll: boolean) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.keepAll) {
      this.chunks.push(chunk);
    } else if (this.kept < SNIFF_HEAD_BYTES) {
      this.chunks.push(Buffer.from(chunk.subarray(0, SNIFF_HEAD_BYTES - this.kept)));
    }
    this.kept += chunk.length;
    callback(null, chunk);
  }

  head(): Buffer {
    const first: Buffer[] = [];
    let length = 0;
    for (const chunk of this.chunks) {
      if (length >= SNIFF_HEAD_BYTES) break;
      first.push(chunk);
      length += chunk.length;
    }
    return Buffer.concat(first).subarray(0, SNIFF_HEAD_BYTES);
  }

  /** Every byte that passed, or null when only the head was kept. */
  whole(): Buffer | null {
    return this.keepAll ? Buffer.concat(this.chunks) : null;
  }
}
