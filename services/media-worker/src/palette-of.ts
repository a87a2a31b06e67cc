import type { ColorPalette } from '@lumafolio/contracts';
import type { Sharp } from '@lumafolio/images';
import { Vibrant } from 'node-vibrant/node';
import { summarisePalette, type PaletteSwatch } from './palette.js';

/** node-vibrant only ever sees a small render, never the original. */
export const PALETTE_SAMPLE_SIZE = 200;

/** The palette of an image (spec 01 §3); null when it has no colour to speak of. */
export async function paletteOf(image: Sharp): Promise<ColorPalette | null> {
  const sample = await image
    .resize(PALETTE_SAMPLE_SIZE, PALETTE_SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const found = await Vibrant.from(sample).quality(1).getPalette();
  const swatches: PaletteSwatch[] = Object.values(found)
    .filter((swatch) => swatch !== null && swatch !== undefined)
    .map((swatch) => ({ rgb: swatch.rgb as [number, number, number], population: swatch.population }));
  return summarisePalette(swatches);
}
