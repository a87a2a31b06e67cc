import { DEFAULT_WATERMARK_SETTINGS } from '@lumafolio/contracts';
import { profile } from '@lumafolio/dev-stack';
import { WatermarkRepository } from '../src/index.js';
import { connectTwoProcesses, type TwoProcesses } from './two-processes.js';

/**
 * The media worker counts a redo's pages while the media service saves the photographer's
 * next setting: the count must add up and a new setting must never be lost (FerretDB loses
 * concurrent updates of one document unless the writers take turns; ADR 57).
 */
const testProfile = profile('test');
const uri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_watermark_${process.pid}`);
const PAGES = 20;
const PAGE = 25;

describe("a photographer's watermark setting and its redo", () => {
  let processes: TwoProcesses;
  let service: WatermarkRepository;
  let worker: WatermarkRepository;

  beforeAll(async () => {
    processes = await connectTwoProcesses(uri, testProfile.serviceEnv.REDIS_URL);
    [service, worker] = processes.databases.map((database) => new WatermarkRepository(database.connection)) as [WatermarkRepository, WatermarkRepository];
  });

  afterAll(async () => {
    await processes?.close();
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
