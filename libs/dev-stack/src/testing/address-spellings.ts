import type { Redis } from 'ioredis';

/** The visitor cache's stored answers (the gateway's visitor-cache.store.ts: `visitor-cache:entry:<hash>`). */
export async function visitorCacheEntries(redis: Redis): Promise<Set<string>> {
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
export function addressSpelling(username: string, n: number): string {
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

/**
 * The n-th address a stranger might send to grow the cache: a made-up category, tracking
 * parameters, or an odd spelling of the portfolio's address, each one different.
 */
export function hostileAddress(username: string, n: number): string {
  if (n % 4 === 0) return `/${username}?featured=made-up-${n}`;
  if (n % 4 === 1) return `/${username}?utm_source=${n}&fbclid=${n}`;
  return `${addressSpelling(username, n)}?v=${n}`;
}
