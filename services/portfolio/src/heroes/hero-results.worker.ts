import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { portfolioQueue } from '@lumafolio/contracts';
import { InjectLogger, startJobWorker, type Logger } from '@lumafolio/server-common';
import type { Worker } from 'bullmq';
import { HeroConfig } from './hero-config.js';
import { HeroImagesService } from './hero-images.service.js';

/** Takes the media worker's hero results from the portfolio queue (ADR 25). */
@Injectable()
export class HeroResultsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker | undefined;

  constructor(
    private readonly heroes: HeroImagesService,
    private readonly config: HeroConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = startJobWorker(
      portfolioQueue,
      {
        'hero-renditions': (result) => this.heroes.saveRenditions(result),
        'hero-palette': ({ heroId, palette, signals }) => this.heroes.savePalette(heroId, palette, signals),
      },
      { redisUrl: this.config.REDIS_URL, prefix: this.config.PORTFOLIO_QUEUE_PREFIX, concurrency: 2, logger: this.logger },
    );
    await this.worker.waitUntilReady();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
