import {
  abortIntakeRpc,
  completeIntakeRpc,
  type CheckedContent,
  type Photo,
  type PhotoSource,
  type RpcResponse,
  type beginIntakeRpc,
  type UploadPhotoFields,
} from '@lumafolio/contracts';
import { ObjectTooLargeError } from '@lumafolio/storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContentTap } from './content-tap.js';
import { FILE_TOO_LARGE, IntakeRefusedError, OVER_QUOTA } from './intake-refused.js';
import type { IntakeDeps } from './photo-intake.js';

/** A photo's bytes as they arrive; a multipart file part sets `truncated` when it was cut at its limit. */
export type IncomingPhoto = Readable & { truncated?: boolean };

/**
 * One photo on its way in, between `begin` and `complete`: its quota is held and its key
 * chosen by media. `store` streams the bytes there while they are checked; anything that
 * refuses the photo must end in `abort` (see `PhotoIntake.guard`).
 */
export class OpenIntake {
  private content: CheckedContent | null = null;

  constructor(
    private readonly deps: IntakeDeps,
    readonly userId: string,
    private readonly begun: RpcResponse<typeof beginIntakeRpc>,
  ) {}

  get photoId(): string {
    return this.begun.photoId;
  }

  get intakeId(): string {
    return this.begun.intakeId;
  }

  get storageKey(): string {
    return this.begun.storageKey;
  }

  /** Streams the bytes to storage and checks them on the way: IntakeRefusedError (413/415/422) when they are not a photo we take. */
  async store(body: IncomingPhoto): Promise<CheckedContent> {
    if (this.content) throw new Error('store() was already called: an intake takes one photo');
    const check = this.deps.checkContent;
    const release = check.readsWhole ? this.deps.memory.tryReserve(this.begun.maxBytes) : null;
    try {
      const tap = new ContentTap(release !== null);
      const bytes = await this.streamToStorage(body, tap);
      const checked = await check.check({ key: this.begun.storageKey, head: tap.head(), whole: async () => tap.whole() ?? (await this.readBack()) });
      if (!checked.ok) throw new IntakeRefusedError(checked.status, checked.message);
      this.content = { mimeType: checked.mimeType, sizeBytes: bytes, width: checked.width, height: checked.height };
      return this.content;
    } finally {
      release?.();
    }
  }

  /**
   * The document is written and the photo's jobs queued: the photo as its owner sees it. With
   * a `source` already imported, media drops this intake and answers the existing photo.
   */
  complete(fields: UploadPhotoFields, source?: PhotoSource): Promise<Photo> {
    if (!this.content) throw new Error('complete() before store()');
    return this.deps.rpc.call(completeIntakeRpc, {
      userId: this.userId,
      intakeId: this.begun.intakeId,
      content: this.content,
      fields,
      ...(source ? { source } : {}),
    });
  }

  /** Removes the stored bytes and releases the hold; never throws (a hold left behind expires on its own). */
  async abort(): Promise<void> {
    await this.deps.rpc.call(abortIntakeRpc, { userId: this.userId, intakeId: this.begun.intakeId, photoId: this.begun.photoId }).catch((error: unknown) => {
      this.deps.logger?.error({ err: error, key: this.begun.storageKey }, 'could not abort a refused photo intake');
    });
  }

  private async streamToStorage(body: IncomingPhoto, tap: ContentTap): Promise<number> {
    const tooLarge = () => new IntakeRefusedError(413, this.begun.quotaBound ? OVER_QUOTA : FILE_TOO_LARGE);
    let bytes: number;
    try {
      const put = this.deps.storage.put(this.begun.storageKey, tap, { contentType: 'application/octet-stream', maxBytes: this.begun.maxBytes });
      // A refused put ends the pipeline too: its own error is the one that counts.
      await pipeline(body, tap).catch(() => undefined);
      ({ bytes } = await put);
    } catch (error) {
      if (error instanceof ObjectTooLargeError || body.truncated) throw tooLarge();
      throw error;
    }
    if (body.truncated) throw tooLarge();
    return bytes;
  }

  /** Only when memory had no room for the bytes as they passed. */
  private async readBack(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of (await this.deps.storage.get(this.begun.storageKey)).body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
