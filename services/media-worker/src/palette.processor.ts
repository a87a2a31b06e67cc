import { MAX_UPLOAD_BYTES, type ColorPalette, type PhotoJobPayload } from '@lumafolio/contracts';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { openOriginal, sharpOf } from '@lumafolio/images';
import { paletteOf } from './palette-of.js';
import { readAll, type ProcessorDeps } from './processor-deps.js';

export interface PaletteResult {
  status: 'saved' | 'skipped' | 'deleted';
  palette?: ColorPalette;
}

/**
 * A `palette` job queued by an earlier release (today `optimise` makes the palette from
 * its own decode): skipped when the photo has one, otherwise made from the original.
 */
export function createPaletteProcessor(deps: ProcessorDeps) {
  return async ({ userId, photoId, storageKey }: PhotoJobPayload): Promise<PaletteResult> => {
    const photo = await deps.photos.findOwned(userId, photoId);
    if (!photo) return { status: 'deleted' };
    if (photo.palette) return { status: 'skipped' };
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
    let palette: ColorPalette | null;
    try {
      palette = await paletteOf(sharpOf(await openOriginal(file)));
    } catch (error) {
      throw new UnrecoverableError(`The original of photo ${photoId} cannot be decoded: ${(error as Error).message}`);
    }
    if (!palette) throw new UnrecoverableError(`No colours found in photo ${photoId}`);
    const saved = await deps.photos.savePalette(userId, photoId, palette);
    return saved ? { status: 'saved', palette } : { status: 'deleted' };
  };
}
