import type { MediaJobName, MediaJobPayloads } from '@lumafolio/contracts';
import { createAiTagProcessor } from './ai-tag.processor.js';
import { createOptimiseProcessor } from './optimise.processor.js';
import { createPaletteProcessor } from './palette.processor.js';
import type { MediaJobDeps } from './processor-deps.js';

/** The processors per job name, each given its own payload. */
export type MediaJobHandlers = { [Name in MediaJobName]?: (payload: MediaJobPayloads[Name]) => Promise<unknown> };

export function createMediaJobHandlers(deps: MediaJobDeps): Required<MediaJobHandlers> {
  const aiTag = createAiTagProcessor(deps);
  return {
    optimise: createOptimiseProcessor(deps),
    'ai-tag.v2': aiTag,
    palette: createPaletteProcessor(deps),
    // Queued by an earlier release: the original is its image (its camera details are not passed on).
    'ai-tag': ({ userId, photoId, storageKey }) => aiTag({ userId, photoId, sourceKey: storageKey, exif: {} }),
  };
}
