import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { publicContentChangedEvent } from '@lumafolio/contracts';
import { EventBus } from '@lumafolio/server-common';
import { VISITOR_CACHE_STORE } from './visitor-answers.js';
import type { VisitorCacheStore } from './visitor-cache.store.js';

/** The services announce what changed; one gateway replica (a queue group) bumps the generations. */
@Injectable()
export class VisitorCacheInvalidation implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: { unsubscribe(): void } | null = null;

  constructor(
    @Inject(EventBus) private readonly events: EventBus,
    @Inject(VISITOR_CACHE_STORE) private readonly store: VisitorCacheStore | null,
  ) {}

  onApplicationBootstrap(): void {
    const store = this.store;
    if (!store) return;
    this.subscription = this.events.subscribe(publicContentChangedEvent, 'gateway-visitor-cache', ({ ownerId }) => store.invalidate(ownerId));
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
