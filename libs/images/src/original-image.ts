import { MAX_UPLOAD_PIXELS } from '@lumafolio/contracts';
import decodeHeic from 'heic-decode';
import { DECODE_OPTIONS, WORKER_DECODE_TIMEOUT } from './limits.js';
import { sharp, type Sharp, type SharpOptions } from './sharp.js';

/** An original, ready for sharp, with its display (auto-oriented) size. */
export interface OriginalImage {
  input: Buffer;
  options: SharpOptions;
  width: number;
  height: number;
}

export class UndecodableImageError extends Error {
  override readonly name = 'UndecodableImageError';
}

/**
 * Opens an uploaded original. sharp's bundled libvips reads HEIF containers but has no HEVC
 * decoder (patent licensing), so HEIC photos, which is what iPhones take, are decoded by
 * libheif compiled to WebAssembly (heic-decode) into raw RGBA pixels for sharp. libheif
 * applies the HEIF rotation/mirror boxes itself, so those pixels are already upright.
 * Throws UndecodableImageError for anything that is not a decodable image within the limit.
 */
export async function openOriginal(file: Buffer): Promise<OriginalImage> {
  let meta;
  try {
    meta = await sharp(file, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw new UndecodableImageError((error as Error).message);
  }
  if (!meta.width || !meta.height) throw new UndecodableImageError('no dimensions');
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new UndecodableImageError(`${meta.width}×${meta.height} is over the pixel limit`);

  if (meta.format === 'heif' && meta.compression === 'hevc') {
    let decoded;
    try {
      decoded = await decodeHeic({ buffer: file });
    } catch (error) {
      throw new UndecodableImageError(`HEIC: ${(error as Error).message ?? String(error)}`);
    }
    const pixels = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return {
      input: pixels,
      options: { raw: { width: decoded.width, height: decoded.height, channels: 4 }, limitInputPixels: MAX_UPLOAD_PIXELS },
      width: decoded.width,
      height: decoded.height,
    };
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    input: file,
    options: DECODE_OPTIONS,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

/** A sharp pipeline over the original, auto-oriented, bounded in time (a worker's budget unless told). */
export function sharpOf(image: OriginalImage, timeout: { seconds: number } = WORKER_DECODE_TIMEOUT): Sharp {
  return sharp(image.input, image.options).rotate().timeout(timeout);
}
