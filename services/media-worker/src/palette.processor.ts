import { MAX_UPLOAD_BYTES, type ColorPalette, type PhotoJobPayload } from '@lumafolio/contracts';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { Vibrant } from 'node-vibrant/node';
import { openOriginal, sharpOf } from './original-image.js';
import { summarisePalette, type PaletteSwatch } from './palette.js';
import { readAll, type ProcessorDeps } from './processor-deps.js';

/** node-vibrant only ever sees a small render, never the original. */
export const PALETTE_SAMPLE_SIZE = 200;

export interface PaletteResult {
  status: 'saved' | 'deleted';
  palette?: ColorPalette;
}

/** Dominant colour, mood, brightness and colours with percentages (spec 01 §3). */
export function createPaletteProcessor(deps: ProcessorDeps) {
  return async ({ userId, photoId, storageKey }: PhotoJobPayload): Promise<PaletteResult> => {
    if (!(await deps.photos.findOwned(userId, photoId))) return { status: 'deleted' };
    let file: Buffer;
    try {
      file = await readAll((await deps.storage.get(storageKey)).body, MAX_UPLOAD_BYTES * 2);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        if (!(await deps.photos.findOwned(userId, photoId))) return { status: 'deleted' };
        throw new UnrecoverableError(`The original of photo ${photoId} is missing`);
      }
      throw error;
    }
    let sample: Buffer;
    try {
      sample = await sharpOf(await openOriginal(file))
        .resize(PALETTE_SAMPLE_SIZE, PALETTE_SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (error) {
      throw new UnrecoverableError(`The original of photo ${photoId} cannot be decoded: ${(error as Error).message}`);
    }
    const found = await Vibrant.from(sample).quality(1).getPalette();
    const swatches: PaletteSwatch[] = Object.values(found)
      .filter((swatch) => swatch !== null && swatch !== undefined)
      .map((swatch) => ({ rgb: swatch.rgb as [number, number, number], population: swatch.population }));
    const palette = summarisePalette(swatches);
    if (!palette) throw new UnrecoverableError(`No colours found in photo ${photoId}`);
    const saved = await deps.photoWrites(photoId, () => deps.photos.savePalette(userId, photoId, palette));
    return saved ? { status: 'saved', palette } : { status: 'deleted' };
  };
}
