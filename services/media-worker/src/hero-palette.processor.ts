import type { ColorPalette, HeroJobPayload } from '@lumafolio/contracts';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { Vibrant } from 'node-vibrant/node';
import { DECODE_OPTIONS, sharp, WORKER_DECODE_TIMEOUT } from '@lumafolio/images';
import type { HeroProcessorDeps } from './hero-optimise.processor.js';
import { summarisePalette, type PaletteSwatch } from './palette.js';
import { PALETTE_SAMPLE_SIZE } from './palette-of.js';

export interface HeroPaletteResult {
  status: 'reported' | 'deleted';
  palette?: ColorPalette;
}

/** The palette of a global banner or a custom hero, reported to the portfolio service. */
export function createHeroPaletteProcessor(deps: HeroProcessorDeps) {
  return async ({ heroId, sourceKey }: HeroJobPayload): Promise<HeroPaletteResult> => {
    let source;
    try {
      source = await deps.storage.get(sourceKey);
    } catch (error) {
      // A custom hero replaced meanwhile takes its files along: nothing left to analyse.
      if (error instanceof ObjectNotFoundError) return { status: 'deleted' };
      throw error;
    }
    const sampler = sharp(DECODE_OPTIONS)
      .timeout(WORKER_DECODE_TIMEOUT)
      .rotate()
      .resize(PALETTE_SAMPLE_SIZE, PALETTE_SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 });
    source.body.on('error', (error) => sampler.destroy(error));
    let sample: Buffer;
    try {
      sample = await source.body.pipe(sampler).toBuffer();
    } catch (error) {
      source.body.destroy();
      throw new UnrecoverableError(`The image of hero ${heroId} cannot be decoded: ${(error as Error).message}`);
    }
    const found = await Vibrant.from(sample).quality(1).getPalette();
    const swatches: PaletteSwatch[] = Object.values(found)
      .filter((swatch) => swatch !== null && swatch !== undefined)
      .map((swatch) => ({ rgb: swatch.rgb as [number, number, number], population: swatch.population }));
    const palette = summarisePalette(swatches);
    if (!palette) throw new UnrecoverableError(`No colours found in hero ${heroId}`);
    await deps.heroes.savePalette({ heroId, palette });
    return { status: 'reported', palette };
  };
}
