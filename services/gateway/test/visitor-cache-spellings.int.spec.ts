import { profile, signUpThroughGateway, useSharedGatewayUnderTest, SHARED_GATEWAY, type SharedGatewayUnderTest, type SignedUpUser } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';

/**
 * A stranger cannot grow the visitor cache: every spelling of a portfolio's address (upper
 * case, percent-encoded letters, spaces and no-break spaces around the name, the prefixed
 * form) is sent to the canonical one with a 301, never rendered nor stored; a made-up
 * category is sent to the page without it; tracking parameters share the page's entry. 32
 * clients asking for thousands of such addresses add no entry, nothing answers 5xx, and the
 * canonical page stays a hit. (How fast the canonical page answers under that load is
 * `npm run bench:hostile`'s to measure.)
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const CLIENTS = 32;
const REQUESTS_PER_CLIENT = 40;

/** The cache's stored answers (visitor-cache.store.ts: `visitor-cache:entry:<hash>`). */
async function cacheEntries(redis: Redis): Promise<Set<string>> {
  const entries = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'visitor-cache:entry:*', 'COUNT', 1000);
    for (const key of keys) entries.add(key);
    cursor = next;
  } while (cursor !== '0');
  return entries;
}

/** The n-th odd spelling of `/{username}`: each one different, as an attacker would send them. */
function spelling(username: string, n: number): string {
  const letters = [...username];
  const at = n % letters.length;
  const hex = (letter: string) => `%${letter.charCodeAt(0).toString(16)}`;
  const variants = [
    () => `/${username.toUpperCase()}`,
    () => `/${letters.map((letter, i) => (i === at ? letter.toUpperCase() : letter)).join('')}`,
    () => `/${letters.map((letter, i) => (i === at ? hex(letter) : letter)).join('')}`,
    () => `/${letters.map((letter, i) => (i === at ? hex(letter).toUpperCase() : letter)).join('')}`,
    () => `/${username}${'%20'.repeat(1 + (n % 7))}`,
    () => `/${'%20'.repeat(1 + (n % 5))}${username}`,
    () => `/${username}%C2%A0`,
    () => `/${username}%09`,
    () => `/portfolio/${username.toUpperCase()}`,
    () => `/portfolio/${username}%20`,
  ];
  return (variants[n % variants.length] as () => string)();
}

describe('the visitor cache under every spelling of an address', () => {
  let stack: SharedGatewayUnderTest;
  let ana: SignedUpUser;
  let redis: Redis;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    ana = await signUpThroughGateway(GATEWAY, 'spelled', run);
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('sends each spelling to the canonical address with a 301, and a made-up category to the page without it', async () => {
    const page = `/${ana.username}`;
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const asked = spelling(ana.username, n);
      const response = await fetch(`${GATEWAY}${asked}?utm_source=x`, { redirect: 'manual' });
      expect({ asked, status: response.status, location: response.headers.get('location') }).toEqual({ asked, status: 301, location: `${page}?utm_source=x` });
    }
    const prefixed = await fetch(`${GATEWAY}/portfolio/${ana.username.toUpperCase()}`, { redirect: 'manual' });
    expect(prefixed.headers.get('location')).toBe(`/portfolio/${ana.username}`);

    const madeUp = await fetch(`${GATEWAY}${page}?featured=made-up-${run}&ref=mail`, { redirect: 'manual' });
    expect(madeUp.status).toBe(301);
    expect(madeUp.headers.get('location')).toBe(`${page}?ref=mail`);
    // A built-in category is the page's own: rendered and kept.
    const builtIn = await fetch(`${GATEWAY}${page}?featured=nature`);
    expect(builtIn.status).toBe(200);
  });

  it('32 clients asking for thousands of spellings, categories and tracking parameters add no entry, and the page stays a hit', async () => {
    const page = `${GATEWAY}/${ana.username}`;
    expect((await fetch(page)).status).toBe(200);
    expect((await fetch(page)).headers.get('x-visitor-cache')).toBe('hit');
    const before = await cacheEntries(redis);

    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
          const n = client * REQUESTS_PER_CLIENT + i;
          const asked =
            n % 4 === 0
              ? `/${ana.username}?featured=made-up-${n}`
              : n % 4 === 1
                ? `/${ana.username}?utm_source=${n}&fbclid=${n}`
                : `${spelling(ana.username, n)}?v=${n}`;
          const response = await fetch(`${GATEWAY}${asked}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );

    const after = await cacheEntries(redis);
    const added = [...after].filter((key) => !before.has(key));
    expect(added).toEqual([]);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([200, 301]);
    const again = await fetch(page);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-visitor-cache')).toBe('hit');
  });
});
