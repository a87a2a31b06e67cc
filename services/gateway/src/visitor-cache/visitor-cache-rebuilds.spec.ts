import { jest } from '@jest/globals';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Logger } from '@lumafolio/server-common';
import type { InvalidationListener, VisitorCacheStore } from './visitor-cache.store.js';
import { VisitorCacheRebuilds } from './visitor-cache-rebuilds.js';

/** A store whose generations move with every change, with a few answers in use per scope. */
class FakeStore {
  generation = 0;
  readonly listeners: InvalidationListener[] = [];
  private readonly claimed = new Map<string, string>();
  readonly liveKeys: Record<string, string[]> = { 'owner:ana': ['/ana', '/api/portfolio/ana'], home: ['/'], site: ['/api/templates'], 'owner:bob': ['/bob'] };
  readonly live = {
    claim: async (scope: string, generations: Record<string, string>) => {
      const at = JSON.stringify(generations);
      const before = this.claimed.get(scope);
      this.claimed.set(scope, at);
      return before !== at;
    },
    recent: async (scope: string) => (this.liveKeys[scope] ?? []).map((url) => ({ key: `key:${url}`, url })),
    recentScopes: async () => ['owner:ana', 'owner:bob'],
  };

  onInvalidated(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }
  async generations(): Promise<Record<string, string>> {
    return { gen: String(this.generation) };
  }
  /** What `invalidate` does: the counters move, the listeners hear of it. */
  change(scopes: string[]): void {
    this.generation += 1;
    for (const listener of this.listeners) listener(scopes);
  }
  /** Another replica took the pass of these generations. */
  claimElsewhere(scope: string): void {
    this.claimed.set(scope, JSON.stringify({ gen: String(this.generation) }));
  }
}

function subject() {
  const store = new FakeStore();
  const replayed: string[] = [];
  let renderMs = 50;
  const fastify = {
    inject: async ({ url }: { url: string }) => {
      replayed.push(url);
      await new Promise((resolve) => setTimeout(resolve, renderMs));
      return { statusCode: 200, headers: { 'x-visitor-cache': 'miss' } };
    },
  };
  const host = { httpAdapter: { getInstance: () => fastify } } as unknown as HttpAdapterHost;
  const logger = { warn: () => undefined } as unknown as Logger;
  const rebuilds = new VisitorCacheRebuilds(store as unknown as VisitorCacheStore, host, logger);
  rebuilds.onApplicationBootstrap();
  return { store, replayed, rebuilds, slowRenders: (ms: number) => (renderMs = ms) };
}

describe('VisitorCacheRebuilds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('computes the answers in use once for a burst of changes, in the background', async () => {
    const { store, replayed, rebuilds } = subject();
    for (let change = 0; change < 50; change += 1) store.change(['owner:ana', 'home']);
    expect(replayed).toEqual([]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(replayed.sort()).toEqual(['/', '/ana', '/api/portfolio/ana']);
    rebuilds.onApplicationShutdown();
  });

  it('makes one more pass for the changes made during a pass, a second after the one before', async () => {
    const { store, replayed, rebuilds, slowRenders } = subject();
    slowRenders(300);
    store.change(['owner:ana']);
    await jest.advanceTimersByTimeAsync(250);
    expect(replayed).toEqual(['/ana', '/api/portfolio/ana']);
    for (let change = 0; change < 10; change += 1) store.change(['owner:ana']);
    await jest.advanceTimersByTimeAsync(600);
    expect(replayed).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(500);
    expect(replayed).toEqual(['/ana', '/api/portfolio/ana', '/ana', '/api/portfolio/ana']);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(replayed).toHaveLength(4);
    rebuilds.onApplicationShutdown();
  });

  it('leaves a pass another replica has claimed to it', async () => {
    const { store, replayed, rebuilds } = subject();
    store.change(['owner:ana']);
    store.claimElsewhere('owner:ana');
    await jest.advanceTimersByTimeAsync(2_000);
    expect(replayed).toEqual([]);
    rebuilds.onApplicationShutdown();
  });

  it('computes every scope visited lately when what every page shows changed', async () => {
    const { store, replayed, rebuilds } = subject();
    store.change(['site']);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(replayed.sort()).toEqual(['/', '/ana', '/api/portfolio/ana', '/api/templates', '/bob']);
    rebuilds.onApplicationShutdown();
  });

  it('forgets what is due when the gateway stops', async () => {
    const { store, replayed, rebuilds } = subject();
    store.change(['owner:ana']);
    rebuilds.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(replayed).toEqual([]);
  });
});
