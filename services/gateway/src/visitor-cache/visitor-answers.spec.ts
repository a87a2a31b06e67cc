import type { Logger } from '@lumafolio/server-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VisitorAnswers, type VisitorAnswerSource } from './visitor-answers.js';
import type { CachedAnswer, CacheHit, Generations, VisitorCacheStore } from './visitor-cache.store.js';

/** The store's generation counters and entries, in memory. */
class MemoryStore {
  generation = 1;
  readonly entries = new Map<string, { generations: Generations; answer: CachedAnswer }>();
  readonly visits: string[] = [];
  readonly live = { noteVisit: async (_scope: string, key: string) => void this.visits.push(key) };

  async lookup(key: string): Promise<CacheHit | null> {
    const entry = this.entries.get(key);
    return entry && (await this.isCurrent(entry.generations)) ? { answer: entry.answer, scope: 'site' } : null;
  }
  async generations(): Promise<Generations> {
    return { site: String(this.generation) };
  }
  async isCurrent(generations: Generations): Promise<boolean> {
    return generations.site === String(this.generation);
  }
  async store(key: string, generations: Generations, answer: CachedAnswer): Promise<void> {
    this.entries.set(key, { generations, answer });
  }
}

/** What a visitor was sent. */
function visitor(headers: Record<string, string> = {}) {
  const sent: { status: number; headers: Record<string, string>; body?: string } = { status: 200, headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    send(body?: string) {
      sent.body = body;
      return reply;
    },
  };
  return { request: { headers, url: '/jane' } as unknown as FastifyRequest, reply: reply as unknown as FastifyReply, sent };
}

/** A page whose computation reads the content when it starts and finishes when let go. */
function slowPage(content: () => string) {
  const renders: Array<() => void> = [];
  let computations = 0;
  const load = async (): Promise<VisitorAnswerSource> => ({
    scope: 'site',
    compute: async () => {
      computations += 1;
      const body = content();
      await new Promise<void>((resolve) => renders.push(resolve));
      return { status: 200, contentType: 'text/html', body };
    },
  });
  return {
    load,
    finish: (index: number) => renders[index]?.(),
    finishAll: () => renders.forEach((finish) => finish()),
    computations: () => computations,
  };
}

const logger = { warn: () => undefined } as unknown as Logger;
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('VisitorAnswers: visitors who ask at once share one computation, never one from before a change', () => {
  it('shares one computation among visitors who ask while it runs, then answers from the cache', async () => {
    const store = new MemoryStore();
    const answers = new VisitorAnswers(store as unknown as VisitorCacheStore, logger);
    const page = slowPage(() => 'v1');
    const [first, second, third] = [visitor(), visitor(), visitor()];
    const sending = [first, second].map(({ request, reply }) => answers.send(request, reply, 'page:/jane', page.load));
    await settle();
    page.finishAll();
    await Promise.all(sending);
    await answers.send(third.request, third.reply, 'page:/jane', page.load);
    expect(page.computations()).toBe(1);
    expect([first, second, third].map(({ sent }) => [sent.headers['x-visitor-cache'], sent.body])).toEqual([
      ['miss', 'v1'],
      ['shared', 'v1'],
      ['hit', 'v1'],
    ]);
    expect(store.visits).toEqual(['page:/jane']);
  });

  it('does not hand a visitor who comes after a change the computation that started before it', async () => {
    const store = new MemoryStore();
    const answers = new VisitorAnswers(store as unknown as VisitorCacheStore, logger);
    let content = 'before';
    const page = slowPage(() => content);
    const early = visitor();
    const late = visitor();
    const earlySent = answers.send(early.request, early.reply, 'page:/jane', page.load);
    await settle();
    // The change: its data, then its generation.
    content = 'after';
    store.generation += 1;
    const lateSent = answers.send(late.request, late.reply, 'page:/jane', page.load);
    await settle();
    page.finish(1);
    await lateSent;
    page.finish(0);
    await earlySent;
    expect(early.sent.body).toBe('before');
    expect(late.sent).toMatchObject({ body: 'after', headers: { 'x-visitor-cache': 'miss' } });
    // The one from before the change, finished last, does not replace the current one.
    expect(store.entries.get('page:/jane')?.answer.body).toBe('after');
  });

  it('does not count a background rebuild as a visit', async () => {
    const store = new MemoryStore();
    const answers = new VisitorAnswers(store as unknown as VisitorCacheStore, logger);
    const { rebuildRequestHeaders } = await import('./rebuild-request.js');
    const rebuild = visitor(rebuildRequestHeaders());
    const page = slowPage(() => 'v1');
    const sending = answers.send(rebuild.request, rebuild.reply, 'page:/jane', page.load);
    await settle();
    page.finishAll();
    await sending;
    expect(rebuild.sent.headers['x-visitor-cache']).toBe('miss');
    expect(store.entries.has('page:/jane')).toBe(true);
    expect(store.visits).toEqual([]);
    // Nor can a stranger pass a request off as one.
    expect((await import('./rebuild-request.js')).isRebuildRequest({ headers: { 'x-lumafolio-visitor-cache-rebuild': 'guess' } })).toBe(false);
  });
});
