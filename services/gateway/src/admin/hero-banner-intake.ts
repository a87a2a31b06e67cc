import { HttpException, Injectable } from '@nestjs/common';
import { createAdminHeroBannerRpc, fetchHeroBannerUrlRpc, heroAddedSourceKey, HERO_URL_FETCH_TIMEOUT_MS, type AdminHeroBanner } from '@lumafolio/contracts';
import { checkPhotoContent, SNIFF_HEAD_BYTES } from '@lumafolio/images';
import { DecodeSlots, InjectLogger, InjectStorage, RpcClient, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';

/** What the media worker's hero jobs decode: no HEIC or TIFF banners. */
const BANNER_TYPES = new Map([
  ['image/jpeg', 'image/jpeg'],
  ['image/png', 'image/png'],
  ['image/webp', 'image/webp'],
]);
export const BANNER_TYPE_MESSAGE = 'Banners must be JPG, PNG or WebP images.';
/** Beyond the fetch's own limit: the answer comes back after the bytes are stored. */
const URL_FETCH_RPC_MARGIN_MS = 5_000;

export interface BannerDetails {
  name: string;
  description: string;
  makeDefault: boolean;
}

/**
 * A new banner's way in: the bytes (an upload, or fetched once from a URL) are checked to be
 * an image by their content, stored where portfolio expects an added banner's source, and
 * then the admin service has portfolio write the document and queue the same jobs as a
 * seeded banner's. A refusal after the file was stored removes it again.
 */
@Injectable()
export class HeroBannerIntake {
  constructor(
    private readonly rpc: RpcClient,
    private readonly decodeSlots: DecodeSlots,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * The image at `url`, fetched by portfolio with the address policy of ADR 26 (a refusal is
   * its 400) and left in storage for this one read.
   */
  async download(url: string): Promise<Buffer> {
    const fetched = await this.rpc.call(fetchHeroBannerUrlRpc, { url }, HERO_URL_FETCH_TIMEOUT_MS + URL_FETCH_RPC_MARGIN_MS);
    try {
      return await buffer((await this.storage.get(fetched.key)).body);
    } finally {
      await this.storage.delete(fetched.key).catch((error: unknown) => this.logger.warn({ err: error, key: fetched.key }, 'fetched banner not removed'));
    }
  }

  async add(actorId: string, bytes: Buffer, details: BannerDetails, source: string): Promise<AdminHeroBanner> {
    const checked = await this.decodeSlots.run(() => checkPhotoContent(bytes.subarray(0, SNIFF_HEAD_BYTES), async () => bytes));
    if (!checked.ok) throw new HttpException(checked.status === 415 ? BANNER_TYPE_MESSAGE : checked.message, checked.status);
    const contentType = BANNER_TYPES.get(checked.mimeType);
    if (!contentType) throw new HttpException(BANNER_TYPE_MESSAGE, 415);

    const heroId = `banner-${randomUUID()}`;
    const sourceKey = heroAddedSourceKey(heroId);
    await this.storage.put(sourceKey, bytes, { contentType });
    try {
      return await this.rpc.call(createAdminHeroBannerRpc, {
        actorId,
        heroId,
        name: details.name,
        description: details.description,
        sourceHash: createHash('sha256').update(bytes).digest('hex'),
        makeDefault: details.makeDefault,
        source,
      });
    } catch (error) {
      await this.storage.delete(sourceKey).catch((cleanup: unknown) => this.logger.warn({ err: cleanup, key: sourceKey }, 'refused banner source not removed'));
      throw error;
    }
  }
}
