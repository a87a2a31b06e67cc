import { isCustomHeroId, MAX_UPLOAD_BYTES, type ColorPalette, type HeroJobPayload, type HeroSignals } from '@lumafolio/contracts';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { Vibrant } from 'node-vibrant/node';
import { DECODE_OPTIONS, sharp, WORKER_DECODE_TIMEOUT } from '@lumafolio/images';
import type { HeroProcessorDeps } from './hero-optimise.processor.js';
import { measureHeroSignals, type SubjectDetector } from './hero-signals.js';
import { summarisePalette, type PaletteSwatch } from './palette.js';
import { PALETTE_SAMPLE_SIZE } from './palette-of.js';
import { readAll } from './processor-deps.js';

export interface HeroPaletteDeps extends HeroProcessorDeps {
  /** The local object detector, loaded on first use (global banners only). */
  subjects: () => Promise<SubjectDetector>;
}

export interface HeroPaletteResult {
  status: 'reported' | 'deleted';
  palette?: ColorPalette;
  /** The subjects found, for the job's record in the queue. */
  subjects?: string[];
}

/**
 * The palette of a global banner or a custom hero, reported to the portfolio service; a
 * global banner is measured for the AI Insights tab in the same job (ADR 30).
 */
export function createHeroPaletteProcessor(deps: HeroPaletteDeps) {
  return async ({ heroId, sourceKey }: HeroJobPayload): Promise<HeroPaletteResult> => {
    let source: Buffer;
    try {
      source = await readAll((await deps.storage.get(sourceKey)).body, MAX_UPLOAD_BYTES * 2);
    } catch (error) {
      // A custom hero replaced meanwhile takes its files along: nothing left to analyse.
      if (error instanceof ObjectNotFoundError) return { status: 'deleted' };
      throw error;
    }
    let sample: Buffer;
    try {
      sample = await sharp(source, DECODE_OPTIONS)
        .timeout(WORKER_DECODE_TIMEOUT)
        .rotate()
        .resize(PALETTE_SAMPLE_SIZE, PALETTE_SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (error) {
      throw new UnrecoverableError(`The image of hero ${heroId} cannot be decoded: ${(error as Error).message}`);
    }
    const found = await Vibrant.from(sample).quality(1).getPalette();
    const swatches: PaletteSwatch[] = Object.values(found)
      .filter((swatch) => swatch !== null && swatch !== undefined)
      .map((swatch) => ({ rgb: swatch.rgb as [number, number, number], population: swatch.population }));
    const palette = summarisePalette(swatches);
    if (!palette) throw new UnrecoverableError(`No colours found in hero ${heroId}`);
    let signals: HeroSignals | undefined;
    if (!isCustomHeroId(heroId)) signals = await measureHeroSignals(source, await deps.subjects());
    await deps.heroes.savePalette({ heroId, palette, ...(signals ? { signals } : {}) });
    return { status: 'reported', palette, ...(signals ? { subjects: signals.subjects.map((subject) => subject.label) } : {}) };
  };
}
