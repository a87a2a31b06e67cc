import { AiProviderError, type AiPaletteHints } from '@lumafolio/ai';
import { MAX_UPLOAD_BYTES, type AiExifHintsPayload } from '@lumafolio/contracts';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { aiImageOf } from './ai-image.js';
import { readAll, type AiTagDeps } from './processor-deps.js';

export interface AiTagResult {
  status: 'saved' | 'skipped' | 'deleted';
  written?: { aiTags: boolean; aiAltText: boolean };
  tags?: string[];
  alt?: string;
}

export interface AiTagRequest {
  userId: string;
  photoId: string;
  /** A small variant made by `optimise` (an `ai-tag` job of an earlier release: the original). */
  sourceKey: string;
  exif: AiExifHintsPayload;
  /** What the photo lacked when `optimise` saved it, and its palette: without them the document is read. */
  wants?: { tags: boolean; alt: boolean } | undefined;
  palette?: AiPaletteHints | undefined;
}

/**
 * AI tags and alt text for photos whose upload form left them empty; a value the user
 * sent (or set meanwhile) is never overwritten. Reads a small variant, not the original,
 * and hands it to the AI as it is: the palette and the camera details come from the
 * `optimise` job's decode.
 */
export function createAiTagProcessor(deps: AiTagDeps) {
  return async ({ userId, photoId, sourceKey, exif, ...known }: AiTagRequest): Promise<AiTagResult> => {
    const photo = known.wants ? null : await deps.photos.findOwned(userId, photoId);
    if (!known.wants && !photo) return { status: 'deleted' };
    const needsTags = known.wants ? known.wants.tags : photo?.aiTags.length === 0;
    const needsAlt = known.wants ? known.wants.alt : !photo?.aiAltText?.trim();
    if (!needsTags && !needsAlt) return { status: 'skipped' };

    let source: Buffer;
    try {
      source = await readAll((await deps.storage.get(sourceKey)).body, MAX_UPLOAD_BYTES * 2);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        if (!(await deps.photos.findOwned(userId, photoId))) return { status: 'deleted' };
        throw new UnrecoverableError(`The image ${sourceKey} of photo ${photoId} is missing`);
      }
      throw error;
    }
    let image: Buffer;
    try {
      image = await aiImageOf(source);
    } catch (error) {
      throw new UnrecoverableError(`The image ${sourceKey} of photo ${photoId} cannot be decoded: ${(error as Error).message}`);
    }
    const palette: AiPaletteHints | undefined =
      known.palette ??
      (photo?.palette ? { dominantColor: photo.palette.dominantColor, mood: photo.palette.mood, brightness: photo.palette.brightness } : undefined);

    let suggestions;
    try {
      suggestions = await deps.ai.suggest({ image, exif, palette });
    } catch (error) {
      // Timeouts, rate limits and outages are retried with backoff; anything else will not improve.
      if (error instanceof AiProviderError && !error.retryable) throw new UnrecoverableError(`AI (${error.provider}) ${error.code}: ${error.message}`);
      throw error;
    }
    const written = await deps.photos.saveAiSuggestionsWhereEmpty(userId, photoId, {
      aiTags: needsTags ? suggestions.tags : [],
      aiAltText: needsAlt ? suggestions.alt : '',
    });
    deps.logger.info({ job: 'ai-tag', photoId, provider: deps.ai.name, written }, 'AI suggestions stored');
    return { status: 'saved', written, tags: suggestions.tags, alt: suggestions.alt };
  };
}
