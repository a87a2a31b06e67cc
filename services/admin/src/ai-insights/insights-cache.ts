import { Redis } from 'ioredis';
import type { z } from 'zod';

/** A week: an answer is replaced as soon as the banners change (its key changes), so this only bounds what is kept. */
const TTL_SECONDS = 7 * 24 * 3600;
const KEY_PREFIX = 'admin:ai-insights:';

/**
 * Answers of the AI Insights tab in Redis, keyed by what they were made from (the banner
 * fingerprint): shared by every admin replica, and never served once a banner changes.
 */
export class InsightsCache {
  private readonly redis: Redis;

  constructor(redisUrl: string) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    // Reconnection is ioredis' job; a failed read is a miss, a failed write is skipped.
    this.redis.on('error', () => undefined);
  }

  /** The cached answer, if any that still matches its schema. */
  async get<S extends z.ZodType>(kind: string, fingerprint: string, schema: S): Promise<z.output<S> | null> {
    const raw = await this.redis.get(`${KEY_PREFIX}${kind}:${fingerprint}`).catch(() => null);
    if (raw === null) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as z.output<S>) : null;
    } catch {
      return null;
    }
  }

  async set(kind: string, fingerprint: string, answer: unknown): Promise<void> {
    await this.redis.set(`${KEY_PREFIX}${kind}:${fingerprint}`, JSON.stringify(answer), 'EX', TTL_SECONDS).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
