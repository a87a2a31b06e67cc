import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { heroSourceKey } from '@lumafolio/contracts';
import { HeroImageRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_HERO_ID, DEFAULT_HEROES, HERO_ASSETS_DIR } from './default-heroes.js';
import { InjectLogger, InjectStorage } from '@lumafolio/server-common';
import { HeroProcessing } from './hero-processing.js';

const RETRY_MAX_MS = 60_000;

/**
 * Seeds the default banners at start-up: each source is written to storage before its
 * document, then media is asked for the renditions and palette unless they are there
 * already. Idempotent (fixed ids, deterministic job ids); runs in the background and
 * retries, so a slow media service or storage never keeps the service from answering.
 */
@Injectable()
export class HeroSeeder implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly heroes: HeroImageRepository,
    private readonly processing: HeroProcessing,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.attempt(1);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  async seed(): Promise<void> {
    await this.heroes.ensureIndexes();
    for (const hero of DEFAULT_HEROES) {
      const bytes = await readFile(join(HERO_ASSETS_DIR, hero.file));
      const sourceHash = createHash('sha256').update(bytes).digest('hex');
      const sourceKey = heroSourceKey(hero.id);
      const existing = await this.heroes.findById(hero.id);
      if (existing?.sourceHash !== sourceHash || !(await this.storage.head(sourceKey))) {
        await this.storage.put(sourceKey, bytes, { contentType: 'image/webp' });
      }
      const doc = await this.heroes.upsertSeed({ id: hero.id, name: hero.name, description: hero.description, sourceKey, sourceHash });
      await this.processing.askForMissing(doc);
    }
    await this.heroes.claimDefaultIfNone(DEFAULT_HERO_ID);
  }

  private attempt(n: number): void {
    if (this.stopped) return;
    this.seed().then(
      () => this.logger.info({ count: DEFAULT_HEROES.length }, 'hero banners seeded'),
      (error: unknown) => {
        const delay = Math.min(RETRY_MAX_MS, 1_000 * 2 ** n);
        this.logger.warn({ err: error, retryInMs: delay }, 'hero banners not seeded yet');
        this.timer = setTimeout(() => this.attempt(n + 1), delay);
        this.timer.unref();
      },
    );
  }
}
