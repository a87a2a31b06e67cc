import type { MediaJobName, PhotoJobPayload } from '@lumafolio/contracts';
import { createAiTagProcessor } from './ai-tag.processor.js';
import { createOptimiseProcessor } from './optimise.processor.js';
import { createPaletteProcessor } from './palette.processor.js';
import type { AiTagDeps } from './processor-deps.js';

export type MediaJobHandler = (payload: PhotoJobPayload) => Promise<unknown>;

/** The processors per job name. */
export type MediaJobHandlers = Partial<Record<MediaJobName, MediaJobHandler>>;

export function createMediaJobHandlers(deps: AiTagDeps): Required<MediaJobHandlers> {
  return {
    optimise: createOptimiseProcessor(deps),
    palette: createPaletteProcessor(deps),
    'ai-tag': createAiTagProcessor(deps),
  };
}
