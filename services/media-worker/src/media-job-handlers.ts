import type { MediaQueue } from '@lumafolio/contracts';
import type { JobHandlers } from '@lumafolio/server-common';
import { createAiTagProcessor } from './ai-tag.processor.js';
import { createOptimiseProcessor } from './optimise.processor.js';
import { createPaletteProcessor } from './palette.processor.js';
import type { MediaJobDeps } from './processor-deps.js';

export type PhotoJobHandlers = Pick<JobHandlers<MediaQueue>, 'optimise' | 'ai-tag.v2' | 'palette' | 'ai-tag'>;

/** The processors of a photo's jobs, each given its own parsed payload. */
export function createMediaJobHandlers(deps: MediaJobDeps): PhotoJobHandlers {
  const aiTag = createAiTagProcessor(deps);
  return {
    optimise: createOptimiseProcessor(deps),
    'ai-tag.v2': aiTag,
    palette: createPaletteProcessor(deps),
    // Queued by an earlier release: the original is its image (its camera details are not passed on).
    'ai-tag': ({ userId, photoId, storageKey }) => aiTag({ userId, photoId, sourceKey: storageKey, exif: {} }),
  };
}
