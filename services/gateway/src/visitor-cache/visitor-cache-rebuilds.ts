import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { InjectLogger, type Logger } from '@lumafolio/server-common';
import { BoundedWorkQueue } from './bounded-work-queue.js';
import { rebuildRequestHeaders } from './rebuild-request.js';
import { VISITOR_CACHE_STORE } from './visitor-answers.js';
import type { ScopeId, VisitorCacheStore } from './visitor-cache.store.js';
import { countPendingRebuildsWith, visitorCacheRebuilds, type RebuildOutcome } from './visitor-cache-metrics.js';

/** A burst of changes to one scope within this long costs one pass (and one more for any during it). */
const REBUILD_COALESCE_MS = 200;
/**
 * Passes of one scope start at least this far apart: under a constant stream of changes (the
 * home feed hears of every portfolio's), its answers are computed about once a second, and
 * visitors in between compute what they ask for, as without rebuilds.
 */
const REBUILD_MIN_INTERVAL_MS = 1_000;
/** Scopes whose last pass start is remembered (a bound: forgetting one only allows an early pass). */
const REMEMBERED_PASSES = 10_000;
/**
 * Only answers visited this recently are computed again after a change (a visit is noted at
 * most once a minute per key and process): one nobody asked for lately waits for its next
 * visitor, instead of costing a render on every change of a busy scope (the home feed hears
 * of every portfolio's changes).
 */
const REBUILD_VISITED_WITHIN_MS = 150_000;
/** Answers computed at a time by one gateway (a page render is the costly part). */
const REBUILD_CONCURRENCY = 2;
/** Answers waiting at most; beyond, they are dropped (the next visitor computes them). */
const REBUILD_QUEUE_CAPACITY = 64;

/**
 * Pages that are never cold: when a change makes a scope's answers stale (an event, or a
 * change through this gateway), the answers visitors used lately (LiveVisitorKeys) are
 * computed again in the background, so the next visitor gets a hit.
 *
 * - Each answer is computed by replaying its signed-out GET in-process (Fastify `inject`):
 *   the very code path, key and checks of a visitor's request. A visitor who arrives
 *   meanwhile shares that computation (VisitorAnswers' in-flight sharing), or, after a later
 *   change, starts a newer one: never an answer from before the change.
 * - Changes to one scope are coalesced: a pass starts REBUILD_COALESCE_MS after the first
 *   (and REBUILD_MIN_INTERVAL_MS after the scope's pass before), and changes during a pass
 *   cause one more pass after it.
 * - A pass is claimed in Redis by scope and generations (LiveVisitorKeys.claim): with several
 *   replicas, the one that hears of a change (the event's queue group delivers it to one; a
 *   change through a gateway is also heard by that gateway) and claims it first computes it;
 *   the others skip it.
 * - Bounded: REBUILD_CONCURRENCY at a time, REBUILD_QUEUE_CAPACITY waiting, the rest dropped.
 */
@Injectable()
export class VisitorCacheRebuilds implements OnApplicationBootstrap, OnApplicationShutdown {
  /** Scopes whose pass is due (coalescing the changes that come meanwhile). */
  private readonly due = new Map<ScopeId, NodeJS.Timeout>();
  /** Scopes whose pass is under way. */
  private readonly passing = new Set<ScopeId>();
  /** Scopes that changed again during their pass. */
  private readonly changedAgain = new Set<ScopeId>();
  /** When each scope's last pass started. */
  private readonly lastPass = new Map<ScopeId, number>();
  private readonly queue = new BoundedWorkQueue(REBUILD_CONCURRENCY, REBUILD_QUEUE_CAPACITY);
  private fastify: FastifyInstance | null = null;
  private closed = false;

  constructor(
    @Inject(VISITOR_CACHE_STORE) private readonly store: VisitorCacheStore | null,
    private readonly adapterHost: HttpAdapterHost,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const store = this.store;
    if (!store) return;
    this.fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    countPendingRebuildsWith(() => this.due.size + this.passing.size + this.queue.size);
    store.onInvalidated((scopes) => {
      for (const scope of scopes) this.schedule(scope);
      // What every page shows changed: every scope visited lately is stale.
      if (scopes.includes('site')) {
        this.schedule('home');
        store.live.recentScopes().then(
          (recent) => recent.forEach((scope) => this.schedule(scope)),
          (error: unknown) => this.logger.warn({ err: error }, 'visitor cache: scopes to rebuild not read'),
        );
      }
    });
  }

  onApplicationShutdown(): void {
    this.closed = true;
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
    this.queue.close();
  }

  private schedule(scope: ScopeId): void {
    if (this.closed) return;
    if (this.passing.has(scope)) {
      this.changedAgain.add(scope);
      return;
    }
    if (this.due.has(scope)) return;
    const sinceLast = Date.now() - (this.lastPass.get(scope) ?? 0);
    const timer = setTimeout(() => void this.pass(scope), Math.max(REBUILD_COALESCE_MS, REBUILD_MIN_INTERVAL_MS - sinceLast));
    timer.unref();
    this.due.set(scope, timer);
  }

  /** Computes again the answers of a scope that visitors used lately, unless another pass has claimed these generations. */
  private async pass(scope: ScopeId): Promise<void> {
    this.due.delete(scope);
    this.passing.add(scope);
    if (this.lastPass.size >= REMEMBERED_PASSES) this.lastPass.clear();
    this.lastPass.set(scope, Date.now());
    try {
      const store = this.store;
      if (!store || !(await store.live.claim(scope, await store.generations(scope)))) return;
      const live = await store.live.recent(scope, REBUILD_VISITED_WITHIN_MS);
      await Promise.all(live.map(({ key, url }) => this.rebuild(key, url)));
    } catch (error) {
      this.logger.warn({ err: error, scope }, 'visitor cache: rebuild pass failed');
    } finally {
      this.passing.delete(scope);
      if (this.changedAgain.delete(scope)) this.schedule(scope);
    }
  }

  private rebuild(key: string, url: string): Promise<void> {
    const done = this.queue.add(key, async () => visitorCacheRebuilds.inc({ outcome: await this.replay(url) }));
    if (done) return done;
    visitorCacheRebuilds.inc({ outcome: 'dropped' });
    return Promise.resolve();
  }

  /** The signed-out GET of the answer, in-process: it is computed and stored as for a visitor. */
  private async replay(url: string): Promise<RebuildOutcome> {
    const fastify = this.fastify;
    if (!fastify || this.closed) return 'dropped';
    try {
      const response = await fastify.inject({ method: 'GET', url, headers: rebuildRequestHeaders() });
      const cache = response.headers['x-visitor-cache'];
      if (response.statusCode >= 500) return 'failed';
      if (response.statusCode !== 200) return 'gone';
      if (cache === 'miss') return 'computed';
      if (cache === 'hit') return 'current';
      if (cache === 'shared') return 'shared';
      return 'gone';
    } catch (error) {
      this.logger.warn({ err: error, url }, 'visitor cache: rebuild failed');
      return 'failed';
    }
  }
}
