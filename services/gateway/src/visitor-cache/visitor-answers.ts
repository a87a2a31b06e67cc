import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@lumafolio/server-common';
import { etagOf, VisitorCacheStore, type CacheScope, type CachedAnswer } from './visitor-cache.store.js';
import { InjectLogger } from '@lumafolio/server-common';

export const VISITOR_CACHE_STORE = Symbol('VISITOR_CACHE_STORE');

/**
 * Browsers ask again every time (cheap: ETag, 304). `stale-while-revalidate` is for the CDN
 * only (RFC 9213's CDN-Cache-Control): Chromium honours it too, and served a photographer
 * their own page's answer from before their change.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** A CDN may keep a visitor answer for a second and serve it stale while it revalidates: a change shows within about a second, and a burst of visitors reaches the gateway once a second at most. */
export const CDN_CACHE_CONTROL = 'max-age=1, stale-while-revalidate=60';

/** What the caller knows once it has looked the owner up: the scope, and how to make the answer. */
export interface VisitorAnswerSource {
  scope: CacheScope;
  /** `cacheable: false`: sent, not stored (e.g. an empty page for a category nobody uses). */
  compute(): Promise<(Omit<CachedAnswer, 'etag'> & { cacheable?: boolean }) | null>;
}

export interface JsonSource<T> {
  scope: CacheScope;
  body(): Promise<T>;
  /** Whether this answer may be stored (default: yes). */
  cacheable?(body: T): boolean;
}

/**
 * Only answers whose number is bounded by the data are stored: the key is built from the
 * parsed request (never the raw URL, which a client can vary without end), and a caller
 * passes `null` for the open-ended ones (cursors, odd spellings), which are computed each time.
 */
export type CacheKey = string | null;

/**
 * Visitor answers (public data only) served from the cache when still current, else
 * computed, stored and sent; with an ETag and a 304 for a matching If-None-Match. A
 * `null` from compute means "not a visitor answer" (the caller sends something else).
 * A cache that is off or unreachable only costs speed.
 */
@Injectable()
export class VisitorAnswers {
  private readonly inflight = new Map<string, Promise<CachedAnswer | null>>();

  constructor(
    @Inject(VISITOR_CACHE_STORE) private readonly store: VisitorCacheStore | null,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** JSON answers: `load` resolves the scope (e.g. the portfolio's owner) only on a miss. */
  async json<T>(request: FastifyRequest, reply: FastifyReply, key: CacheKey, load: () => Promise<JsonSource<T>>): Promise<void> {
    await this.send(request, reply, key, async () => {
      const source = await load();
      return {
        scope: source.scope,
        compute: async () => {
          const value = await source.body();
          return { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value), cacheable: source.cacheable?.(value) ?? true };
        },
      };
    });
  }

  /**
   * Sends the answer; false when compute said it is not a visitor answer (nothing was sent).
   * Concurrent misses of one key in this process share one computation: a burst of visitors
   * to a page that is not cached yet costs one render, not one per visitor.
   */
  async send(request: FastifyRequest, reply: FastifyReply, key: CacheKey, load: () => Promise<VisitorAnswerSource>): Promise<boolean> {
    const cached = key === null ? null : await this.lookup(key);
    if (cached) {
      this.reply(request, reply, cached, 'hit');
      return true;
    }
    // With the cache off every request is computed (that is what "off" measures).
    const shareable = key !== null && this.store !== null;
    const pending = shareable ? this.inflight.get(key) : undefined;
    const shared = pending && (await pending);
    if (shared) {
      this.reply(request, reply, shared, 'shared');
      return true;
    }
    const computation = this.compute(key, load);
    if (shareable && !pending) {
      this.inflight.set(key, computation);
      const done = () => this.inflight.delete(key);
      computation.then(done, done);
    }
    const answer = await computation;
    if (!answer) return false;
    this.reply(request, reply, answer, key === null ? 'bypass' : 'miss');
    return true;
  }

  private async compute(key: CacheKey, load: () => Promise<VisitorAnswerSource>): Promise<CachedAnswer | null> {
    const source = await load();
    const generations = this.store && key !== null ? await this.store.generations(source.scope).catch(() => null) : null;
    const computed = await source.compute();
    if (!computed) return null;
    const { cacheable = true, ...fields } = computed;
    const answer: CachedAnswer = { ...fields, etag: etagOf(fields.body) };
    if (key !== null && generations && cacheable && answer.status === 200) {
      await this.store?.store(key, generations, answer).catch((error: unknown) => this.logger.warn({ err: error }, 'visitor answer not cached'));
    }
    return answer;
  }

  private async lookup(key: string): Promise<CachedAnswer | null> {
    if (!this.store) return null;
    try {
      return await this.store.lookup(key);
    } catch (error) {
      this.logger.warn({ err: error }, 'visitor cache unavailable');
      return null;
    }
  }

  private reply(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, outcome: 'hit' | 'shared' | 'miss' | 'bypass'): void {
    if (answer.status !== 200) {
      if (answer.status === 503) void reply.header('retry-after', '5');
      // A moved portfolio's old address may be taken by someone else later: browsers ask again rather than keep the redirect.
      if (answer.location) void reply.header('location', answer.location);
      void reply.status(answer.status).header('content-type', answer.contentType).header('cache-control', 'no-cache').send(answer.body);
      return;
    }
    void reply
      .header('etag', answer.etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL)
      .header('x-visitor-cache', outcome);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      void reply.status(304).send();
      return;
    }
    void reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
  }
}

/** If-None-Match: one tag or a list, weak or strong (a CDN may weaken it after compressing). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
