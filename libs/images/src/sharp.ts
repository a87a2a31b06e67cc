import sharp from 'sharp';

/**
 * The only decoders libvips may use in our processes: the formats we accept, by content.
 * Everything else (SVG, PDF, ImageMagick, OpenSlide, FITS, Matlab, vips' own format…) is
 * refused before a byte is parsed: a 776-byte SVG of nested <use> elements once cost
 * seconds of CPU per request. Raw pixel input (decoded HEIC) is not a loader and stays.
 */
export const ALLOWED_DECODERS = [
  'VipsForeignLoadJpeg',
  'VipsForeignLoadPng',
  'VipsForeignLoadWebp',
  'VipsForeignLoadTiff',
  'VipsForeignLoadHeif',
  'VipsForeignLoadNsgif',
] as const;

sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: [...ALLOWED_DECODERS] });

/** sharp, restricted to ALLOWED_DECODERS. Import it from here, never from 'sharp' itself. */
export { sharp };
export type { Sharp, SharpOptions, Metadata } from 'sharp';
