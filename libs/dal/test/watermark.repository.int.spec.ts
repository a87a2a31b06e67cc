import { DEFAULT_WATERMARK_SETTINGS } from '@lumafolio/contracts';
import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { createRedisLock, MongoDatabase, WatermarkRepository } from '../src/index.js';

/**
 * The media worker counts a redo's pages while the media service saves the photographer's
 * next setting: the count must add up and a new setting must never be lost (FerretDB loses
 * concurrent updates of one document unless the writers take turns; ADR 2).
 */
const testProfile = profile('test');
const uri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_watermark_${process.pid}`);
const PAGES = 20;
const PAGE = 25;

describe("a photographer's watermark setting and its redo", () => {
  let database: MongoDatabase;
  let redis: Redis;
  let service: WatermarkRepository;
  let worker: WatermarkRepository;

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    redis = new Redis(testProfile.serviceEnv.REDIS_URL, { maxRetriesPerRequest: 2 });
    const writeLock = createRedisLock(redis, `watermark-test-${process.pid}`);
    [service, worker] = [0, 1].map(() => new WatermarkRepository(database.connection, { writeLock })) as [WatermarkRepository, WatermarkRepository];
  });

  afterAll(async () => {
    redis?.disconnect();
    await database?.connection.dropDatabase();
    await database?.disconnect();
  });

  it('counts every page of the redo, also when they are reported at once', async () => {
    await service.saveSettings('ana', { ...DEFAULT_WATERMARK_SETTINGS, enabled: true, text: '© Ana' }, 'rev-1', PAGES * PAGE);
    await Promise.all(Array.from({ length: PAGES }, (_, page) => worker.addProgress('ana', 'rev-1', PAGE, page === PAGES - 1)));
    expect((await service.find('ana'))?.progress).toEqual({ revision: 'rev-1', done: PAGES * PAGE, total: PAGES * PAGE, finished: true });
  });

  it('keeps a new setting saved while pages of the old one are still reported', async () => {
    const next = { ...DEFAULT_WATERMARK_SETTINGS, enabled: true, text: '© Ana Lopes', position: 'center' as const };
    await Promise.all([
      ...Array.from({ length: PAGES }, () => worker.addProgress('ana', 'rev-1', PAGE, false)),
      service.saveSettings('ana', next, 'rev-2', 40),
      ...Array.from({ length: PAGES }, () => worker.addProgress('ana', 'rev-1', PAGE, false)),
    ]);
    expect(await service.find('ana')).toMatchObject({ ...next, revision: 'rev-2', progress: { revision: 'rev-2', done: 0, total: 40, finished: false } });
  });
});
