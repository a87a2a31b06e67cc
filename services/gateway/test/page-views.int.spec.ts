import { lastDays, PAGE_VIEW_DAYS, type AdminPageViews, type PortfolioViews } from '@lumafolio/contracts';
import {
  profile,
  signInAsAdminThroughGateway,
  signUpThroughGateway,
  startGatewayUnderTest,
  type GatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import type { CookieJarClient } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Page views end to end (ADR 32): beacons through the gateway into the Redis inbox, the
 * portfolio service's collector into FerretDB, read back as the admin's charts and the
 * photographer's own. 1 000 visits are sent the way browsers send them (text/plain beacons).
 */
const testProfile = profile('test');
const GATEWAY_PORT = 13261;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const PREFIX = `page-views-${run}`;
const PORTFOLIO_DB = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/page_views_${run}`);
const RATE_LIMIT = 1_100;
const VISITS = 1_000;

const beacon = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${GATEWAY}/api/page-views`, {
    method: 'POST',
    headers: { origin: GATEWAY, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify({ path }),
  });

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(200);
  }
}

describe('page views', () => {
  let stack: GatewayUnderTest;
  let admin: CookieJarClient;
  let jane: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    // The per-address allowance of earlier runs (127.0.0.1 is every run's address).
    const redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    const keys = await redis.keys('gateway:rl:page-views:ip:*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: 13271,
      admin: true,
      env: {
        gateway: { PAGE_VIEWS_PREFIX: PREFIX, PAGE_VIEW_RATE_LIMIT: String(RATE_LIMIT), PAGE_VIEW_RATE_WINDOW_S: '3600' },
        portfolio: { PAGE_VIEWS_PREFIX: PREFIX, PAGE_VIEWS_COLLECT_INTERVAL_MS: '250', MONGODB_URI: PORTFOLIO_DB },
      },
    });
    [admin, jane, bob] = await Promise.all([
      signInAsAdminThroughGateway(GATEWAY, testProfile, `admin_${run}`),
      signUpThroughGateway(GATEWAY, 'jane', run),
      signUpThroughGateway(GATEWAY, 'bob', run),
    ]);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    const connection = await mongoose.createConnection(PORTFOLIO_DB).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  const adminViews = async (): Promise<AdminPageViews> => {
    const response = await admin.request(`${GATEWAY}/api/admin/page-views`);
    expect(response.status).toBe(200);
    return (await response.json()) as AdminPageViews;
  };
  const ownViews = async (user: SignedUpUser): Promise<PortfolioViews> => {
    const response = await user.client.request(`${GATEWAY}/api/user/page-views`);
    expect(response.status).toBe(200);
    return (await response.json()) as PortfolioViews;
  };
  const today = () => lastDays(1)[0] ?? '';

  it('counts 1 000 visits sent as beacons: per day for the admin, per portfolio for its owner', async () => {
    // 600 on Jane's portfolio by both of its paths, 250 on Bob's, 150 on the app's screens.
    const paths = [
      ...Array.from({ length: 300 }, () => `/${jane.username}`),
      ...Array.from({ length: 300 }, (_, i) => `/portfolio/${jane.username.toUpperCase()}?category=${i % 3 ? 'nature' : 'street'}`),
      ...Array.from({ length: 250 }, () => `/${bob.username}`),
      ...Array.from({ length: 100 }, () => '/'),
      ...Array.from({ length: 50 }, () => '/landing'),
    ];
    expect(paths).toHaveLength(VISITS);
    const statuses: number[] = [];
    for (let start = 0; start < paths.length; start += 25) {
      statuses.push(...(await Promise.all(paths.slice(start, start + 25).map(async (path) => (await beacon(path)).status))));
    }
    expect(statuses.every((status) => status === 204)).toBe(true);

    const views = await eventually(async () => {
      const current = await adminViews();
      return current.totalViews >= VISITS ? current : undefined;
    });
    expect(views.totalViews).toBe(VISITS);
    expect(views.days).toHaveLength(PAGE_VIEW_DAYS);
    expect(views.days.at(-1)).toEqual({ day: today(), views: VISITS });
    expect(views.topPortfolios.slice(0, 2)).toEqual([
      { userId: jane.id, username: jane.username, views: 600 },
      { userId: bob.id, username: bob.username, views: 250 },
    ]);

    const janes = await ownViews(jane);
    expect(janes.totalViews).toBe(600);
    expect(janes.days.at(-1)).toEqual({ day: today(), views: 600 });
    expect((await ownViews(bob)).totalViews).toBe(250);
  }, 120_000);

  it('keeps nothing of visitors who ask not to be tracked, and nothing that is not a page', async () => {
    const before = (await adminViews()).totalViews;
    expect((await beacon(`/${jane.username}`, { dnt: '1' })).status).toBe(204);
    expect((await beacon(`/${jane.username}`, { 'sec-gpc': '1' })).status).toBe(204);
    for (const path of ['/api/photos', '/favicon.ico', '/nobody-has-this-portfolio-' + run, '/a/b/c']) {
      expect((await beacon(path)).status).toBe(204);
    }
    // A counted one after them: once it shows, the ones before it were collected too.
    expect((await beacon('/landing')).status).toBe(204);
    const after = await eventually(async () => {
      const current = await adminViews();
      return current.totalViews > before ? current : undefined;
    });
    expect(after.totalViews).toBe(before + 1);
    expect((await ownViews(jane)).totalViews).toBe(600);
  }, 60_000);

  it('refuses cross-site beacons, malformed bodies, and floods from one address', async () => {
    const crossSite = await beacon('/landing', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const malformed = await fetch(`${GATEWAY}/api/page-views`, {
      method: 'POST',
      headers: { origin: GATEWAY, 'content-type': 'text/plain' },
      body: 'not json',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/path/);
    const tooLong = await beacon(`/${'a'.repeat(400)}`);
    expect(tooLong.status).toBe(400);

    // Counted against the address so far: the 1 000 visits, the unknown portfolio path and /landing.
    const remaining = RATE_LIMIT - VISITS - 2;
    const statuses: number[] = [];
    for (let i = 0; i < remaining; i += 1) statuses.push((await beacon('/')).status);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const refused = await beacon('/');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many page views from this address; try again shortly.');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  }, 60_000);

  it('shows the counts to the right people only', async () => {
    expect((await fetch(`${GATEWAY}/api/user/page-views`)).status).toBe(401);
    expect((await fetch(`${GATEWAY}/api/admin/page-views`)).status).toBe(401);
    expect((await jane.client.request(`${GATEWAY}/api/admin/page-views`)).status).toBe(403);
  });
});
