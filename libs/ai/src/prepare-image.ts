import { DECODE_OPTIONS, sharp, WORKER_DECODE_TIMEOUT, type SharpOptions } from '@lumafolio/images';

export interface PrepareImageOptions {
  /** Long side in pixels, default 1024 (never upscaled). */
  maxSize?: number;
  /** JPEG quality, default 80. */
  quality?: number;
  /** The input is raw pixels (e.g. a decoded HEIC), not an image file. */
  raw?: SharpOptions['raw'];
}

/**
 * Turns an original (buffer or file path) into what providers expect: auto-oriented,
 * at most 1024 px on the long side, JPEG q80, without metadata (no GPS leaves the box).
 */
export async function prepareImageForAi(input: Buffer | string, options: PrepareImageOptions = {}): Promise<Buffer> {
  const maxSize = options.maxSize ?? 1024;
  return sharp(input, { ...DECODE_OPTIONS, ...(options.raw ? { raw: options.raw } : {}) })
    .timeout(WORKER_DECODE_TIMEOUT)
    .rotate()
    .resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: options.quality ?? 80, mozjpeg: false })
    .toBuffer();
}
