import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/** How long the consent screen may take: the state (and its PKCE verifier) is forgotten after that. */
const CONSENT_TTL_SECONDS = 10 * 60;

const pendingConsentSchema = z.object({ userId: z.string(), codeVerifier: z.string(), redirectUri: z.string() });
export type PendingConsent = z.infer<typeof pendingConsentSchema>;

/**
 * The OAuth `state` of each consent under way, in Redis: who asked, the PKCE verifier and the
 * redirect URI. Taken once (GETDEL): a replayed callback finds nothing.
 */
export class ConsentStates {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'google-photos:consent:',
  ) {}

  async begin(consent: PendingConsent): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    await this.redis.set(this.prefix + state, JSON.stringify(consent), 'EX', CONSENT_TTL_SECONDS);
    return state;
  }

  /** The consent of that state, once; null when it is unknown, used or expired. */
  async take(state: string): Promise<PendingConsent | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(state)) return null;
    const stored = await this.redis.getdel(this.prefix + state);
    if (!stored) return null;
    const parsed = pendingConsentSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  }
}
