import { HERO_URL_FETCH_TIMEOUT_MS, MAX_UPLOAD_BYTES, type RpcResponse, type fetchHeroBannerUrlRpc } from '@lumafolio/contracts';
import { InjectLogger, InjectStorage, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { HeroConfig } from './hero-config.js';
import { fetchHeroUrl, HeroUrlRefusedError } from './hero-url/fetch-hero-url.js';

const MAX_REDIRECTS = 3;
/** Where a fetched banner waits for the caller, who reads and deletes it. */
const FETCHED_PREFIX = 'hero-url-fetches/';

/** Banners an admin adds by URL: fetched here, the one process that reaches out for them (ADR 26, ADR 56). */
@Injectable()
export class HeroBannerUrls {
  constructor(
    private readonly config: HeroConfig,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async fetch(url: string): Promise<RpcResponse<typeof fetchHeroBannerUrlRpc>> {
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
    const key = `${FETCHED_PREFIX}${randomUUID()}`;
    await this.storage.put(key, bytes, { contentType: 'application/octet-stream' });
    this.logger.info({ key, bytes: bytes.length }, 'fetched a banner URL');
    return { key, bytes: bytes.length };
  }
}
