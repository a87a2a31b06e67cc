import {
  HERO_BANNER_TYPES,
  HERO_URL_FETCH_TIMEOUT_MS,
  heroAddedSourceKey,
  MAX_UPLOAD_BYTES,
  type RpcResponse,
  type fetchHeroBannerUrlRpc,
} from '@lumafolio/contracts';
import { detectImageType } from '@lumafolio/images/signatures';
import { InjectLogger, InjectStorage, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { HeroConfig } from './hero-config.js';
import { fetchHeroUrl, HeroUrlRefusedError } from './hero-url/fetch-hero-url.js';

const MAX_REDIRECTS = 3;

/** Banners an admin adds by URL: fetched here, the one process that reaches out for them (ADR 26, ADR 56). */
@Injectable()
export class HeroBannerUrls {
  constructor(
    private readonly config: HeroConfig,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The image at `url`, left as the source of the banner `heroId` is to become. */
  async fetch(url: string, heroId: string): Promise<RpcResponse<typeof fetchHeroBannerUrlRpc>> {
    const key = heroAddedSourceKey(heroId);
    if (await this.storage.head(key)) throw rpcError(409, 'A banner with this id exists already.', 'CONFLICT');
    let bytes: Buffer;
    try {
      ({ bytes } = await fetchHeroUrl(url, {
        allowPrivate: this.config.HERO_URL_ALLOW_PRIVATE,
        maxBytes: MAX_UPLOAD_BYTES,
        timeoutMs: HERO_URL_FETCH_TIMEOUT_MS,
        maxRedirects: MAX_REDIRECTS,
      }));
    } catch (error) {
      if (error instanceof HeroUrlRefusedError) throw rpcError(400, error.message, 'BAD_REQUEST');
      throw error;
    }
    // The type by signature only: media decodes the source when the gateway asks it to check it.
    const contentType = (await detectImageType(bytes, HERO_BANNER_TYPES)) ?? 'application/octet-stream';
    await this.storage.put(key, bytes, { contentType });
    this.logger.info({ key, bytes: bytes.length }, 'fetched a banner URL');
    return { bytes: bytes.length, sourceHash: createHash('sha256').update(bytes).digest('hex') };
  }
}
