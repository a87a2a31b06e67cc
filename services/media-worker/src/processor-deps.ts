import type { AiProvider } from '@lumafolio/ai';
import type { PhotoRepository, WatermarkRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { Readable } from 'node:stream';
import type { PhotoFollowUps } from './photo-follow-ups.js';

export interface ProcessorDeps {
  photos: PhotoRepository;
  storage: ObjectStorage;
  logger: Logger;
}

export interface AiTagDeps extends ProcessorDeps {
  ai: AiProvider;
}

/** Tells whoever listens (the owner's open screens) that a photo's processing ended. */
export interface PhotoOutcomes {
  processed(ownerId: string, photoId: string): void;
  failed(ownerId: string, photoId: string): void;
}

export interface OptimiseDeps extends ProcessorDeps {
  followUps: Pick<PhotoFollowUps, 'queueAiTag'>;
  outcomes: PhotoOutcomes;
  /** The owner's watermark setting (ADR 44). */
  watermarks: Pick<WatermarkRepository, 'find'>;
}

export type MediaJobDeps = AiTagDeps & OptimiseDeps;

/** Whole object into memory, refusing more than `maxBytes` (originals are ≤ 25 MB). */
export async function readAll(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buf.length;
    if (total > maxBytes) {
      body.destroy();
      throw new Error(`Object larger than ${maxBytes} bytes`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
