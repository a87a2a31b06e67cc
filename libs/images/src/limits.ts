import { MAX_UPLOAD_PIXELS } from '@lumafolio/contracts';
import type { SharpOptions } from 'sharp';

/** How every user image is opened: a pixel cap against decompression bombs, broken data refused. */
export const DECODE_OPTIONS = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' } as const satisfies SharpOptions;

/**
 * Wall-clock budgets of one sharp pipeline (libvips stops it and the promise rejects):
 * small renders answered inside a request, and the media worker's full set of variants
 * of a 100-megapixel original.
 */
export const REQUEST_DECODE_TIMEOUT = { seconds: 10 } as const;
export const WORKER_DECODE_TIMEOUT = { seconds: 120 } as const;
