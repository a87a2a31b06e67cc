import { HttpException, Injectable } from '@nestjs/common';
import {
  checkImageContentRpc,
  createAdminHeroBannerRpc,
  fetchHeroBannerUrlRpc,
  heroAddedSourceKey,
  HERO_BANNER_TYPES,
  HERO_URL_FETCH_TIMEOUT_MS,
  type AdminHeroBanner,
  type HeroBannerType,
} from '@lumafolio/contracts';
import { detectImageType } from '@lumafolio/images/signatures';
import { InjectLogger, InjectStorage, RpcClient, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { createHash, randomUUID } from 'node:crypto';
import { CONTENT_CHECK_RPC_MS } from '../photos/media-content-check.js';

export const BANNER_TYPE_MESSAGE = 'Banners must be JPG, PNG or WebP images.';
/** Beyond the fetch's own limit: the answer comes back after the bytes are stored. */
const URL_FETCH_RPC_MARGIN_MS = 5_000;

export interface BannerDetails {
  name: string;
  description: string;
  makeDefault: boolean;
}

interface StoredSource {
  heroId: string;
  sourceHash: string;
}

/**
 * A new banner's way in: its bytes land where portfolio expects an added banner's source (an
 * upload stored here after a signature check, a URL fetched and stored by portfolio), media
 * decodes them once to check them, and then the admin service has portfolio write the
 * document and queue the same jobs as a seeded banner's. A refusal removes the source again.
 */
@Injectable()
export class HeroBannerIntake {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async addUpload(actorId: string, bytes: Buffer, details: BannerDetails, source: string): Promise<AdminHeroBanner> {
    const contentType = await detectImageType(bytes, HERO_BANNER_TYPES);
    if (!contentType) throw new HttpException(BANNER_TYPE_MESSAGE, 415);
    const heroId = `banner-${randomUUID()}`;
    await this.storage.put(heroAddedSourceKey(heroId), bytes, { contentType });
    return this.checkAndCreate(actorId, { heroId, sourceHash: createHash('sha256').update(bytes).digest('hex') }, details, source);
  }

  /** The image at `url`, fetched and stored by portfolio with the address policy of ADR 26 (a refusal is its 400). */
  async addFromUrl(actorId: string, url: string, details: BannerDetails, source: string): Promise<AdminHeroBanner> {
    const heroId = `banner-${randomUUID()}`;
    const fetched = await this.rpc.call(fetchHeroBannerUrlRpc, { url, heroId }, HERO_URL_FETCH_TIMEOUT_MS + URL_FETCH_RPC_MARGIN_MS);
    return this.checkAndCreate(actorId, { heroId, sourceHash: fetched.sourceHash }, details, source);
  }

  private async checkAndCreate(actorId: string, stored: StoredSource, details: BannerDetails, source: string): Promise<AdminHeroBanner> {
    const sourceKey = heroAddedSourceKey(stored.heroId);
    try {
      const checked = await this.rpc.call(checkImageContentRpc, { key: sourceKey }, CONTENT_CHECK_RPC_MS);
      if (!checked.ok) throw new HttpException(checked.status === 415 ? BANNER_TYPE_MESSAGE : checked.message, checked.status);
      if (!isBannerType(checked.mimeType)) throw new HttpException(BANNER_TYPE_MESSAGE, 415);
      return await this.rpc.call(createAdminHeroBannerRpc, {
        actorId,
        heroId: stored.heroId,
        name: details.name,
        description: details.description,
        sourceHash: stored.sourceHash,
        makeDefault: details.makeDefault,
        source,
      });
    } catch (error) {
      await this.storage.delete(sourceKey).catch((cleanup: unknown) => this.logger.warn({ err: cleanup, key: sourceKey }, 'refused banner source not removed'));
      throw error;
    }
  }
}

function isBannerType(mimeType: string): mimeType is HeroBannerType {
  return (HERO_BANNER_TYPES as readonly string[]).includes(mimeType);
}
