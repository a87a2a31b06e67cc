import {
  aiRecommendationsResponseSchema,
  extractAllColorsResponseSchema,
  heroAddedSourceKey,
  themeSuggestionsResponseSchema,
  type AdminHeroBanner,
  type AiRecommendationsResponse,
  type Page,
} from '@lumafolio/contracts';
import { LocalDiskStorage } from '@lumafolio/storage';
import { profile, signInThroughGateway, startGatewayUnderTest, waitUntil, type CookieJarClient, type GatewayUnderTest } from '@lumafolio/dev-stack';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { readFileSync } from 'node:fs';

/**
 * The AI Insights tab with the default (local) provider, through real processes: the media
 * worker measures each banner with its palette, portfolio stores it, the admin service
 * analyses the measurements and caches the answer until the banners change. Portfolio has a
 * database of its own; the media and portfolio queues are this test's own.
 */
const testProfile = profile('test');
const GATEWAY_PORT = 23250;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const PREFIX = `aiinsights-${run}`;
const PORTFOLIO_DB = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/aiinsights_${run}`);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const ADMIN_EMAIL = `ai-admin-${run}@example.com`;
const STORM = readFileSync('/usr/share/backgrounds/mate/nature/Storm.jpg');
const FLOWER = readFileSync('/usr/share/backgrounds/mate/nature/YellowFlower.jpg');
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const QUEUES = { MEDIA_QUEUE_PREFIX: PREFIX, PORTFOLIO_QUEUE_PREFIX: PREFIX };

const WAIT = { timeoutMs: 150_000, intervalMs: 300 };

describe('the AI Insights tab (local provider)', () => {
  let stack: GatewayUnderTest;
  let admin: CookieJarClient;

  const list = async (): Promise<AdminHeroBanner[]> => {
    const response = await admin.request(`${GATEWAY}/api/admin/hero-images?limit=60`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Page<AdminHeroBanner>).items;
  };
  const upload = async (name: string, bytes: Buffer): Promise<AdminHeroBanner> => {
    const form = new FormData();
    form.append('name', name);
    form.append('description', '');
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
    const response = await admin.request(`${GATEWAY}/api/admin/hero-images/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as AdminHeroBanner;
  };
  const allProcessed = () =>
    waitUntil(
      'every banner processed with its palette',
      list,
      (banners) => banners.length > 0 && banners.every((b) => b.status === 'ready' && b.colorAnalysisComplete),
      WAIT,
    );
  const analyse = async (): Promise<AiRecommendationsResponse> => {
    const response = await admin.request(`${GATEWAY}/api/admin/ai-recommendations`, { headers: SAME_ORIGIN });
    expect(response.status).toBe(200);
    return aiRecommendationsResponseSchema.parse(await response.json());
  };
  /** Until every banner is in the analysis (the worker's measurement lands with the palette). */
  const analysisOfAll = (count: number) =>
    waitUntil('an analysis of every banner', analyse, (answer) => answer.analysis.length === count && answer.pendingBanners.length === 0, WAIT);
  const extractAll = async () => {
    const response = await admin.request(`${GATEWAY}/api/hero-images/extract-all-colors`, { method: 'POST', headers: SAME_ORIGIN });
    expect(response.status).toBe(200);
    return extractAllColorsResponseSchema.parse(await response.json());
  };

  beforeAll(async () => {
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: GATEWAY_PORT + 1,
      admin: true,
      mediaWorker: true,
      env: {
        auth: { ADMIN_EMAILS: ADMIN_EMAIL },
        portfolio: { MONGODB_URI: PORTFOLIO_DB, ...QUEUES },
        media: { MEDIA_QUEUE_PREFIX: PREFIX },
        'media-worker': { ...QUEUES, MEDIA_WORKER_CONCURRENCY: '2' },
        admin: { AI_PROVIDER: 'local' },
      },
    });
    admin = (await signInThroughGateway(GATEWAY, { email: ADMIN_EMAIL, username: `aiadmin_${run}`, password: 'correct horse battery' }, { signUp: true }))
      .client;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    for (const name of ['media', 'portfolio']) {
      const queue = new Queue(name, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    const connection = await mongoose.createConnection(PORTFOLIO_DB).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  let storm: AdminHeroBanner;
  let flower: AdminHeroBanner;

  it('analyses two different banners differently, each from its own measurements', async () => {
    const [stormUpload, flowerUpload] = [await upload('Storm', STORM), await upload('Yellow Flower', FLOWER)];
    const banners = await allProcessed();
    storm = banners.find((b) => b.id === stormUpload.id) as AdminHeroBanner;
    flower = banners.find((b) => b.id === flowerUpload.id) as AdminHeroBanner;

    const answer = await analysisOfAll(banners.length);
    expect(answer.provider).toBe('local');
    const ofStorm = answer.analysis.find((a) => a.heroId === storm.id);
    const ofFlower = answer.analysis.find((a) => a.heroId === flower.id);
    expect(ofStorm).toBeDefined();
    expect(ofFlower).toBeDefined();
    // Each banner's colours are its own palette, as the media worker extracted it.
    expect(ofStorm?.colorPalette).toEqual(storm.colorPalette?.colors.slice(0, 5).map((c) => c.hex));
    expect(ofFlower?.colorPalette).toEqual(flower.colorPalette?.colors.slice(0, 5).map((c) => c.hex));
    expect([ofStorm?.visualStyle, ofStorm?.mood, ofStorm?.appealRating]).not.toEqual([ofFlower?.visualStyle, ofFlower?.mood, ofFlower?.appealRating]);
    for (const entry of [ofStorm, ofFlower]) {
      expect(entry?.appealRating).toBeGreaterThanOrEqual(1);
      expect(entry?.appealRating).toBeLessThanOrEqual(10);
      expect(entry?.targetAudience.length).toBeGreaterThan(0);
    }
    expect(answer.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(answer.recommendations.every((r) => banners.some((b) => b.id === r.heroId))).toBe(true);
    expect(answer.insights.join(' ')).toContain('brightness');
    expect(answer.suggestedRotation.schedule).toContain('Storm');
  }, 300_000);

  it('answers from its cache until the banner set changes', async () => {
    const first = await analyse();
    const again = await analyse();
    expect(again.generatedAt).toBe(first.generatedAt);

    const removed = await admin.request(`${GATEWAY}/api/admin/hero-images/${storm.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(removed.status).toBe(200);
    const after = await analyse();
    expect(after.generatedAt).not.toBe(first.generatedAt);
    expect(after.analysis.map((a) => a.heroId)).not.toContain(storm.id);
    expect(after.analysis.map((a) => a.heroId)).toContain(flower.id);
  }, 60_000);

  it('suggests themes from the banners', async () => {
    const response = await admin.request(`${GATEWAY}/api/admin/ai-theme-suggestions`, { headers: SAME_ORIGIN });
    expect(response.status).toBe(200);
    const { suggestions, provider } = themeSuggestionsResponseSchema.parse(await response.json());
    expect(provider).toBe('local');
    expect(suggestions.length).toBeGreaterThan(0);
  }, 60_000);

  it('extracts every palette and counts the jobs that succeeded and failed', async () => {
    const banners = await list();
    const counts = await extractAll();
    expect(counts).toEqual({ successCount: banners.length, errorCount: 0, pendingCount: 0 });
    expect((await list()).every((b) => b.colorAnalysisComplete)).toBe(true);

    // The test's own banner loses its source: its palette job finds no image and counts as an error.
    await storage.delete(heroAddedSourceKey(flower.id));
    expect(await extractAll()).toEqual({ successCount: banners.length - 1, errorCount: 1, pendingCount: 0 });
  }, 150_000);
});
