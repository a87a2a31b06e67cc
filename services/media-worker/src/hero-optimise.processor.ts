import { heroFileKey, MAX_UPLOAD_BYTES, type HeroJobPayload } from '@lumafolio/contracts';
import type { Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { createHash } from 'node:crypto';
import { DECODE_OPTIONS, sharp, WORKER_DECODE_TIMEOUT } from '@lumafolio/images';
import type { HeroReporter } from './hero-reporter.js';
import { planHeroWidths, thumbHashOf } from './hero-renditions.js';
import { readAll } from './processor-deps.js';
import { WEBP_EFFORT, WEBP_QUALITY } from './variants.js';

export interface HeroProcessorDeps {
  storage: ObjectStorage;
  logger: Logger;
  heroes: HeroReporter;
}

export interface HeroOptimiseResult {
  status: 'reported';
  widths: number[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A global banner's responsive WebP variants (never upscaled) and ThumbHash placeholder.
 * File names carry each file's content hash, so a URL never changes content and a rerun
 * rewrites the same files. The portfolio service saves the result and removes older files
 * (or these, if the banner is gone by then).
 */
export function createHeroOptimiseProcessor(deps: HeroProcessorDeps) {
  return async ({ heroId, sourceKey }: HeroJobPayload): Promise<HeroOptimiseResult> => {
    let source;
    try {
      source = await deps.storage.get(sourceKey);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new UnrecoverableError(`The source of hero ${heroId} is missing`);
      throw error;
    }
    const input = await readAll(source.body, MAX_UPLOAD_BYTES * 2);
    let size: { width: number; height: number };
    try {
      const meta = await sharp(input, DECODE_OPTIONS).metadata();
      if (!meta.width || !meta.height) throw new Error('no dimensions');
      size = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    } catch (error) {
      throw new UnrecoverableError(`The source of hero ${heroId} cannot be decoded: ${(error as Error).message}`);
    }

    const widths = planHeroWidths(size.width);
    const encoded = await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await sharp(input, DECODE_OPTIONS)
          .timeout(WORKER_DECODE_TIMEOUT)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, data };
      }),
    );
    const placeholder = await thumbHashOf(sharp((encoded[0] as { data: Buffer }).data));
    const variants = await Promise.all(
      encoded.map(async ({ width, height, data }) => {
        const key = heroFileKey(heroId, width, sha256(data));
        const { bytes } = await deps.storage.put(key, data, { contentType: 'image/webp' });
        return { width, height, format: 'webp' as const, key, bytes };
      }),
    );

    await deps.heroes.saveRenditions({ heroId, sourceHash: sha256(input), ...size, placeholder, variants });
    deps.logger.info({ job: 'hero-optimise', heroId, widths }, 'hero banner optimised');
    return { status: 'reported', widths };
  };
}
