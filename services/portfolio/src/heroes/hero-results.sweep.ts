import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HeroImageRepository, HeroSelectionRepository } from '@lumafolio/dal';
import { InjectLogger, type Logger } from '@lumafolio/server-common';
import { HeroConfig } from './hero-config.js';
import { HeroProcessing } from './hero-processing.js';
import { largestVariant } from './hero-view.js';

/**
 * The backstop for a lost hero announcement (a hint over core NATS): every
 * HERO_RESULTS_SWEEP_MS, banners and custom heroes still without their renditions or
 * palette are asked for again. Media queues only what is not pending, so a result still
 * on its way costs nothing and a lost one is made again.
 */
@Injectable()
export class HeroResultsSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly heroes: HeroImageRepository,
    private readonly selections: HeroSelectionRepository,
    private readonly processing: HeroProcessing,
    private readonly config: HeroConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'hero results not asked for again yet'));
    }, this.config.HERO_RESULTS_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    for (const hero of await this.heroes.listAll()) await this.processing.askForMissing(hero);
    for (const custom of await this.selections.listCustomWithoutPalette()) {
      const source = largestVariant(custom.variants);
      if (source) await this.processing.measurePalette(custom.heroId, source.key);
    }
  }
}
