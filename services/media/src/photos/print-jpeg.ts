import { openOriginal, sharpOf } from '@lumafolio/images';

/** One JPEG for print of a 100-megapixel original fits well within this; a request waits for it. */
export const PRINT_RENDER_TIMEOUT = { seconds: 30 } as const;
const PRINT_QUALITY = 92;

export interface PrintJpeg {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A JPEG for print labs from an original: upright, flattened on white (a PNG's transparency),
 * in sRGB with the sRGB profile attached, at most `longEdge` pixels on its long edge (null: its
 * full size; never enlarged), quality 92 with plain libjpeg and no chroma subsampling (colour
 * edges print sharp). Nothing else of the original's metadata is kept: no EXIF, so no GPS
 * position nor camera serial. Throws for an original that is not a decodable image.
 */
export async function renderPrintJpeg(original: Buffer, longEdge: number | null): Promise<PrintJpeg> {
  const image = await openOriginal(original);
  let pipeline = sharpOf(image, PRINT_RENDER_TIMEOUT);
  if (longEdge !== null) pipeline = pipeline.resize(longEdge, longEdge, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline
    .flatten({ background: '#ffffff' })
    .withIccProfile('srgb')
    .jpeg({ quality: PRINT_QUALITY, mozjpeg: false, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
