import { Injectable } from '@nestjs/common';
import type { ImageContentCheck } from '@lumafolio/contracts';
import { checkPhotoContent, SNIFF_HEAD_BYTES } from '@lumafolio/images';
import { DecodeSlots, InjectStorage, rpcError } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { buffer } from 'node:stream/consumers';

/**
 * The content check of a photo or banner the gateway stored: its type and header from its
 * first bytes, then the whole file decoded once (in turns with the other renders here).
 */
@Injectable()
export class ImageCheckService {
  constructor(
    private readonly decodeSlots: DecodeSlots,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  async check(key: string): Promise<ImageContentCheck> {
    const head = await this.read(key, SNIFF_HEAD_BYTES);
    return this.decodeSlots.run(() => checkPhotoContent(head, () => this.read(key)));
  }

  private async read(key: string, bytes?: number): Promise<Buffer> {
    try {
      return await buffer((await this.storage.get(key, bytes === undefined ? undefined : { start: 0, end: bytes - 1 })).body);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw rpcError(404, 'The image to check was not found.', 'NOT_FOUND');
      throw error;
    }
  }
}
