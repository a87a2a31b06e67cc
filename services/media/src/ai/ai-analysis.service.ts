import { Inject, Injectable } from '@nestjs/common';
import type { AiSuggestions } from '@lumafolio/contracts';
import { AiProviderError, freshTitle, type AiProvider, type ProviderSuggestions } from '@lumafolio/ai';
import { PhotoRepository } from '@lumafolio/dal';
import { DecodeSlots, InjectLogger, InjectStorage, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { buffer } from 'node:stream/consumers';
import { AI_PROVIDER } from '../tokens.js';
import { imageForAi } from './ai-image.js';

/** Leaves room inside the upload form's 15 s budget (spec 01 §9) for the hops around it. */
const ANALYSIS_TIMEOUT_MS = 12_000;
/** Numbered titles ("… 2") looked up for when every offered title is taken. */
const NUMBERED_LOOKUPS = 20;

@Injectable()
export class AiAnalysisService {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly photos: PhotoRepository,
    private readonly decodeSlots: DecodeSlots,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The image the upload form sent, waiting at `key` (read once, then deleted), shrunk here and analysed. */
  async analyzeStored(key: string, userId: string | undefined): Promise<AiSuggestions> {
    let file: Buffer;
    try {
      file = await buffer((await this.storage.get(key)).body);
    } finally {
      await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'image for AI suggestions not removed'));
    }
    const image = await this.decodeSlots.run(async () => {
      try {
        return await imageForAi(file);
      } catch {
        throw rpcError(422, 'We could not read this image. Please try another file.');
      }
    });
    return this.analyze(image, userId);
  }

  /** The AI's suggestions for an image; for a user, with a title none of their photos has yet. */
  async analyze(image: Buffer, userId: string | undefined): Promise<AiSuggestions> {
    let suggestions: ProviderSuggestions;
    try {
      suggestions = await this.ai.suggest({ image, signal: AbortSignal.timeout(ANALYSIS_TIMEOUT_MS) });
    } catch (error) {
      if (error instanceof AiProviderError) {
        throw rpcError(error.code === 'timeout' ? 504 : error.code === 'invalid_input' ? 422 : 503, 'AI analysis is unavailable right now.');
      }
      throw error;
    }
    const { titleOptions, ...shown } = suggestions;
    return userId ? { ...shown, title: await this.unusedTitle(userId, [shown.title, ...(titleOptions ?? [])]) } : shown;
  }

  private async unusedTitle(userId: string, offered: string[]): Promise<string> {
    const numbered = Array.from({ length: NUMBERED_LOOKUPS }, (_, n) => `${offered[0]} ${n + 2}`);
    const taken = await this.photos.titlesInUse(userId, [...new Set([...offered, ...numbered])]);
    return freshTitle(offered, taken);
  }
}
