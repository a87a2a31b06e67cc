import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type BaseUrlCheck = 'valid' | 'expired' | 'forged';

/**
 * Signed, expiring base URLs like Google's `lh3.googleusercontent.com` ones: `${origin}/lh3/<token>/<itemId>`,
 * the token carrying a generation, the expiry and an HMAC of both with the item id, so neither can be forged.
 */
export class BaseUrls {
  private readonly secret = randomBytes(32);
  private generation = 0;
  private readonly origin: string;
  private readonly ttlMs: number;

  constructor(origin: string, ttlMs: number) {
    this.origin = origin;
    this.ttlMs = ttlMs;
  }

  urlOf(itemId: string): string {
    const claims = `${this.generation}.${Date.now() + this.ttlMs}`;
    return `${this.origin}/lh3/${claims}.${this.sign(claims, itemId)}/${itemId}`;
  }

  check(token: string, itemId: string): BaseUrlCheck {
    const [generation, expiresAt, signature, ...rest] = token.split('.');
    if (!generation || !expiresAt || !signature || rest.length > 0) return 'forged';
    const expected = Buffer.from(this.sign(`${generation}.${expiresAt}`, itemId));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
    return Number(generation) === this.generation && Number(expiresAt) > Date.now() ? 'valid' : 'expired';
  }

  /** Every base URL handed out so far expires now, as if its 60 minutes had passed. */
  expireAll(): void {
    this.generation += 1;
  }

  private sign(claims: string, itemId: string): string {
    return createHmac('sha256', this.secret).update(`${claims}/${itemId}`).digest('base64url');
  }
}
