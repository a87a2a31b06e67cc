import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { heroOptimisedEvent, heroPaletteMeasuredEvent } from '@lumafolio/contracts';
import { EventBus, PortfolioJobs } from '@lumafolio/server-common';
import { randomUUID } from 'node:crypto';

/** One portfolio replica takes each announcement. */
const QUEUE_GROUP = 'portfolio-hero-results';

/**
 * Media's hero results, heard once per announcement and queued on portfolio's own queue
 * (HeroResultsWorker keeps them, retrying while the database is away). A lost
 * announcement is asked for again by HeroResultsSweep.
 */
@Injectable()
export class HeroResultsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscriptions: Array<{ unsubscribe(): void }> = [];

  constructor(
    @Inject(EventBus) private readonly events: EventBus,
    @Inject(PortfolioJobs) private readonly results: PortfolioJobs,
  ) {}

  onApplicationBootstrap(): void {
    // Each delivery is its own job: the same source seeded again into a fresh database must not be taken for a repeat.
    this.subscriptions = [
      this.events.subscribe(heroOptimisedEvent, QUEUE_GROUP, (result) => this.results.add('hero-renditions', result, { version: randomUUID() })),
      this.events.subscribe(heroPaletteMeasuredEvent, QUEUE_GROUP, (result) => this.results.add('hero-palette', result, { version: randomUUID() })),
    ];
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
