import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@lumafolio/server-common';
import { isRebuildRequest } from './rebuild-request.js';
import {
  etagOf,
  scopeIdOf,
  VisitorCacheStore,
  type CacheHit,
  type CacheScope,
  type CachedAnswer,
  type Generations,
  type ScopeId,
} from './visitor-cache.store.js';
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

/** A visit to a stored answer is noted at most this often per key (a hit costs no write). */
const NOTE_HIT_EVERY_MS = 60_000;
const NOTED_KEYS_MAX = 10_000;

/** An answer being computed in this process, which visitors asking for the same key share. */
interface Computation {
  result: Promise<Computed | null>;
  /** The generations it was computed at, once read: a visitor who comes after a later change does not take it. */
  generations: Generations | null;
}

interface Computed {
  answer: CachedAnswer;
  scope: CacheScope;
  stored: boolean;
}

/**
 * Visitor answers (public data only) served from the cache when still current, else
 * computed, stored and sent; with an ETag and a 304 for a matching If-None-Match. A
 * `null` from compute means "not a visitor answer" (the caller sends something else).
 * A cache that is off or unreachable only costs speed. The answers visitors use are noted
 * (LiveVisitorKeys), so a change has them computed again before the next visitor asks.
 */
@Injectable()
export class VisitorAnswers {
  private readonly inflight = new Map<string, Computation>();
  /** When each key's visit was last noted by this process. */
  private readonly noted = new Map<string, number>();

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
   * The key of a page of `list` after `cursor`: stored like a first page when the cursor is
   * one this gateway handed out (the number of such pages is bounded by the data), else
   * null (computed each time: a made-up cursor never creates an entry).
   */
  async pageKey(list: string, cursor: string | null): Promise<CacheKey> {
    if (cursor === null) return list;
    if (!this.store) return null;
    const issued = await this.store.wasIssued(list, cursor).catch(() => false);
    return issued ? `${list}:after:${cursor}` : null;
  }

  /** Remembers the cursor a page of `list` hands out, so the page after it may be stored. */
  async issue(list: string, nextCursor: string | null): Promise<void> {
    if (nextCursor === null || !this.store) return;
    await this.store.issueCursor(list, nextCursor).catch((error: unknown) => this.logger.warn({ err: error }, 'cursor not remembered'));
  }

  /**
   * Sends the answer; false when compute said it is not a visitor answer (nothing was sent).
   * Concurrent misses of one key in this process share one computation (a visitor's or a
   * rebuild's): a burst of visitors to a page that is not cached yet costs one render, not
   * one per visitor. Never one computed before the latest change the visitor could know of.
   */
  async send(request: FastifyRequest, reply: FastifyReply, key: CacheKey, load: () => Promise<VisitorAnswerSource>): Promise<boolean> {
    const visitor = !isRebuildRequest(request);
    const cached = key === null ? null : await this.lookup(key);
    if (cached) {
      this.reply(request, reply, cached.answer, 'hit');
      if (visitor && key !== null) this.noteVisit(key, cached.scope, request.url, false);
      return true;
    }
    // With the cache off every request is computed (that is what "off" measures).
    const shareable = key !== null && this.store !== null;
    const pending = shareable ? this.inflight.get(key) : undefined;
    const shared = pending && (await this.isCurrent(pending)) ? await pending.result : null;
    // A redirect (a moved portfolio) keeps each visitor's own query: not shared.
    if (shared && shared.answer.status === 200) {
      this.reply(request, reply, shared.answer, 'shared');
      return true;
    }
    const computation: Computation = { result: Promise.resolve(null), generations: null };
    computation.result = this.compute(key, load, computation);
    if (shareable && (!pending || shared === null)) {
      this.inflight.set(key, computation);
      const done = () => {
        if (this.inflight.get(key) === computation) this.inflight.delete(key);
      };
      computation.result.then(done, done);
    }
    const computed = await computation.result;
    if (!computed) return false;
    this.reply(request, reply, computed.answer, key === null ? 'bypass' : 'miss');
    if (visitor && key !== null && computed.stored) this.noteVisit(key, scopeIdOf(computed.scope), request.url, true);
    return true;
  }

  private async compute(key: CacheKey, load: () => Promise<VisitorAnswerSource>, computation: Computation): Promise<Computed | null> {
    const source = await load();
    const generations = this.store && key !== null ? await this.store.generations(source.scope).catch(() => null) : null;
    computation.generations = generations;
    const computed = await source.compute();
    if (!computed) return null;
    const { cacheable = true, ...fields } = computed;
    const answer: CachedAnswer = { ...fields, etag: etagOf(fields.body) };
    const stored = key !== null && generations !== null && cacheable && answer.status === 200 && (await this.keep(key, computation, answer));
    return { answer, scope: source.scope, stored };
  }

  /** Stores an answer unless it changed meanwhile: the entry would be stale at once (and might replace a newer one). */
  private async keep(key: string, computation: Computation, answer: CachedAnswer): Promise<boolean> {
    if (!this.store || !computation.generations || !(await this.isCurrent(computation))) return false;
    try {
      await this.store.store(key, computation.generations, answer);
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'visitor answer not cached');
      return false;
    }
  }

  /** Whether a computation is still current (true while its generations are not read yet: it reads them after now). */
  private async isCurrent({ generations }: Computation): Promise<boolean> {
    if (!generations || !this.store) return true;
    return this.store.isCurrent(generations).catch(() => true);
  }

  /** The current answer kept for this key, if any (read as a visitor's would be, without counting a visit). */
  async kept(key: CacheKey): Promise<CachedAnswer | null> {
    return key === null ? null : ((await this.lookup(key))?.answer ?? null);
  }

  private async lookup(key: string): Promise<CacheHit | null> {
    if (!this.store) return null;
    try {
      return await this.store.lookup(key);
    } catch (error) {
      this.logger.warn({ err: error }, 'visitor cache unavailable');
      return null;
    }
  }

  /** Notes that visitors use this answer: always when it was just stored, at most once a minute per key on a hit. */
  private noteVisit(key: string, scope: ScopeId, url: string, stored: boolean): void {
    if (!this.store) return;
    const now = Date.now();
    if (!stored && now - (this.noted.get(key) ?? 0) < NOTE_HIT_EVERY_MS) return;
    if (this.noted.size >= NOTED_KEYS_MAX) this.noted.clear();
    this.noted.set(key, now);
    this.store.live.noteVisit(scope, key, url).catch((error: unknown) => this.logger.warn({ err: error }, 'visit to a cached answer not noted'));
  }

  private reply(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, outcome: 'hit' | 'shared' | 'miss' | 'bypass'): void {
    if (answer.status !== 200) {
      if (answer.status === 503) void reply.header('retry-after', '1');
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
