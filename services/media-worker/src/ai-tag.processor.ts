import { AiProviderError, prepareImageForAi, type AiPaletteHints } from '@lumafolio/ai';
import { MAX_UPLOAD_BYTES, type PhotoJobPayload } from '@lumafolio/contracts';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { extractExif } from './exif.js';
import { openOriginal } from './original-image.js';
import { readAll, type AiTagDeps } from './processor-deps.js';

export interface AiTagResult {
  status: 'saved' | 'skipped' | 'deleted';
  written?: { aiTags: boolean; aiAltText: boolean };
  tags?: string[];
  alt?: string;
}

/**
 * AI tags and alt text for photos whose upload form left them empty; a value the user
 * sent (or set meanwhile) is never overwritten.
 */
export function createAiTagProcessor(deps: AiTagDeps) {
  return async ({ userId, photoId, storageKey }: PhotoJobPayload): Promise<AiTagResult> => {
    const photo = await deps.photos.findOwned(userId, photoId);
    if (!photo) return { status: 'deleted' };
    const needsTags = photo.aiTags.length === 0;
    const needsAlt = !photo.aiAltText?.trim();
    if (!needsTags && !needsAlt) return { status: 'skipped' };

    let original: Buffer;
    try {
      original = await readAll((await deps.storage.get(storageKey)).body, MAX_UPLOAD_BYTES * 2);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        if (!(await deps.photos.findOwned(userId, photoId))) return { status: 'deleted' };
        throw new UnrecoverableError(`The original of photo ${photoId} is missing`);
      }
      throw error;
    }
    let image: Buffer;
    try {
      const opened = await openOriginal(original);
      // HEIC arrives as raw pixels, already upright.
      image = await prepareImageForAi(opened.input, { raw: opened.options.raw });
    } catch (error) {
      throw new UnrecoverableError(`The original of photo ${photoId} cannot be decoded: ${(error as Error).message}`);
    }
    const { hints } = await extractExif(original.subarray(0, 256 * 1024));
    const palette: AiPaletteHints | undefined = photo.palette
      ? { dominantColor: photo.palette.dominantColor, mood: photo.palette.mood, brightness: photo.palette.brightness }
      : undefined;

    let suggestions;
    try {
      suggestions = await deps.ai.suggest({ image, exif: hints, palette });
    } catch (error) {
      // Timeouts, rate limits and outages are retried with backoff; anything else will not improve.
      if (error instanceof AiProviderError && !error.retryable) throw new UnrecoverableError(`AI (${error.provider}) ${error.code}: ${error.message}`);
      throw error;
    }
    const written = await deps.photoWrites(photoId, () => deps.photos.saveAiSuggestionsWhereEmpty(userId, photoId, {
      aiTags: needsTags ? suggestions.tags : [],
      aiAltText: needsAlt ? suggestions.alt : '',
    }));
    deps.logger.info({ job: 'ai-tag', photoId, provider: deps.ai.name, written }, 'AI suggestions stored');
    return { status: 'saved', written, tags: suggestions.tags, alt: suggestions.alt };
  };
}
