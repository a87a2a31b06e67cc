import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { serverText, verbatimText } from '../text/clean-text.js';
import { photoSchema } from './photo.schema.js';

/**
 * A photo's fingerprint: a 64-bit difference hash (16 lower-case hex digits) of its grey
 * levels, read the same way by the browser (before an upload) and the media worker (for every
 * stored photo). Re-encoding, resizing or a light edit moves a few bits; another photo differs
 * in about half of them.
 *
 * Both sides first scale the auto-oriented image to FINGERPRINT_GRID × FINGERPRINT_GRID RGB(A)
 * pixels (stretched, any smoothing), then call `fingerprintOfGrid`, which averages that grid
 * into 9 × 8 cells and sets one bit per cell brighter than its right neighbour's.
 */
export const FINGERPRINT_GRID = 32;
/** Two fingerprints at most this many bits apart are the same photo (measured in the fingerprint's tests). */
export const DUPLICATE_MAX_DISTANCE = 6;
/** Fingerprints asked about in one request: two upload batches' worth. */
export const DUPLICATE_CHECK_MAX = 50;

const FINGERPRINT = /^[0-9a-f]{16}$/;
export const photoFingerprintSchema = verbatimText().regex(FINGERPRINT, 'A fingerprint is 16 lower-case hexadecimal digits.');

const COLUMNS = 9;
const ROWS = 8;

/** The fingerprint of a FINGERPRINT_GRID² image given as RGB or RGBA bytes (`channels` 3 or 4), row by row. */
export function fingerprintOfGrid(pixels: ArrayLike<number>, channels: 3 | 4): string {
  const side = FINGERPRINT_GRID;
  if (pixels.length !== side * side * channels) throw new Error(`a fingerprint is read from ${side}×${side} pixels of ${channels} channels`);
  const sums = new Float64Array(COLUMNS * ROWS);
  const counts = new Uint16Array(COLUMNS * ROWS);
  for (let y = 0; y < side; y++) {
    const row = Math.floor((y * ROWS) / side);
    for (let x = 0; x < side; x++) {
      const at = (y * side + x) * channels;
      // Rec. 601 luma: the same weights on both sides matter, not which ones.
      const grey = 0.299 * (pixels[at] ?? 0) + 0.587 * (pixels[at + 1] ?? 0) + 0.114 * (pixels[at + 2] ?? 0);
      const cell = row * COLUMNS + Math.floor((x * COLUMNS) / side);
      sums[cell] = (sums[cell] ?? 0) + grey;
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  let hex = '';
  for (let row = 0; row < ROWS; row++) {
    let byte = 0;
    for (let column = 0; column < COLUMNS - 1; column++) {
      const here = row * COLUMNS + column;
      const left = (sums[here] ?? 0) / (counts[here] || 1);
      const right = (sums[here + 1] ?? 0) / (counts[here + 1] || 1);
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** How many of the 64 bits two fingerprints differ in. */
export function fingerprintDistance(a: string, b: string): number {
  let distance = 0;
  for (let at = 0; at < 16; at += 4) {
    let differing = parseInt(a.slice(at, at + 4), 16) ^ parseInt(b.slice(at, at + 4), 16);
    while (differing) {
      differing &= differing - 1;
      distance++;
    }
  }
  return distance;
}

/**
 * The fingerprint's four 16-bit quarters, each named with its place (`0a1b2`…): two
 * fingerprints at most 3 bits apart share at least one, so an index of quarters finds every
 * such pair by exact look-ups; pairs 4–6 bits apart are found when one quarter is unchanged
 * (nearly always for copies, whose changed bits cluster).
 */
export function fingerprintQuarters(fingerprint: string): string[] {
  return [0, 1, 2, 3].map((place) => `${place}${fingerprint.slice(place * 4, place * 4 + 4)}`);
}

/** POST /api/photos/duplicates: which of these fingerprints match a photo the signed-in photographer already has. */
export const findDuplicatesRequestSchema = z.object({ fingerprints: z.array(photoFingerprintSchema).min(1).max(DUPLICATE_CHECK_MAX) }).strict();
export type FindDuplicatesRequest = z.infer<typeof findDuplicatesRequestSchema>;

/** The closest of the owner's photos for each fingerprint that has one; fingerprints without a match are left out. */
export const findDuplicatesResponseSchema = z.object({
  duplicates: z.array(z.object({ fingerprint: photoFingerprintSchema, distance: z.number().int().min(0).max(64), photo: photoSchema })),
});
export type FindDuplicatesResponse = z.infer<typeof findDuplicatesResponseSchema>;

export const findDuplicatesRpc = defineRpc(
  'media.photos.duplicates.find.v1',
  findDuplicatesRequestSchema.extend({ userId: serverText().min(1) }).strict(),
  findDuplicatesResponseSchema,
);
