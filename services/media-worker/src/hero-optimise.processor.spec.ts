import { jest } from '@jest/globals';
import { createLogger } from '@lumafolio/server-common';
import { listKeys, LocalDiskStorage } from '@lumafolio/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createHeroOptimiseProcessor } from './hero-optimise.processor.js';
import type { HeroReporter } from './hero-reporter.js';

const logger = createLogger('hero-optimise-test', 'silent');

describe('hero-optimise processor', () => {
  let dir: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hero-optimise-'));
    storage = new LocalDiskStorage({ rootDir: dir });
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const source = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .webp({ quality: 80 })
      .toBuffer();

  it('fails while its result cannot be queued for the portfolio service (so BullMQ retries), then writes the same files again', async () => {
    await storage.put('hero/h1/original.webp', await source(3000, 1500), { contentType: 'image/webp' });
    const saveRenditions = jest.fn<HeroReporter['saveRenditions']>().mockRejectedValueOnce(new Error('queue unavailable')).mockResolvedValue(undefined);
    const process = createHeroOptimiseProcessor({ storage, logger, heroes: { saveRenditions, savePalette: jest.fn<HeroReporter['savePalette']>() } });

    await expect(process({ heroId: 'h1', sourceKey: 'hero/h1/original.webp' })).rejects.toThrow('queue unavailable');
    const afterFailure = await listKeys(storage, 'hero/h1/');
    await expect(process({ heroId: 'h1', sourceKey: 'hero/h1/original.webp' })).resolves.toEqual({ status: 'reported', widths: [640, 1280, 1920, 2400] });
    expect(await listKeys(storage, 'hero/h1/')).toEqual(afterFailure);

    const saved = saveRenditions.mock.calls[1]?.[0];
    expect(saved).toMatchObject({
      heroId: 'h1',
      width: 3000,
      height: 1500,
      placeholder: expect.any(String),
      sourceHash: expect.stringMatching(/^[a-f0-9]{64}$/),
    });
    expect(saved?.variants.map((v) => [v.width, v.height])).toEqual([
      [640, 320],
      [1280, 640],
      [1920, 960],
      [2400, 1200],
    ]);
    for (const variant of saved?.variants ?? []) expect(variant.key).toMatch(new RegExp(`^hero/h1/w${variant.width}-[a-f0-9]{12}\\.webp$`));
  });

  it('never upscales', async () => {
    await storage.put('hero/h2/original.webp', await source(500, 300), { contentType: 'image/webp' });
    const saveRenditions = jest.fn<HeroReporter['saveRenditions']>().mockResolvedValue(undefined);
    const process = createHeroOptimiseProcessor({ storage, logger, heroes: { saveRenditions, savePalette: jest.fn<HeroReporter['savePalette']>() } });
    await expect(process({ heroId: 'h2', sourceKey: 'hero/h2/original.webp' })).resolves.toEqual({ status: 'reported', widths: [500] });
    expect(saveRenditions.mock.calls[0]?.[0].variants.map((v) => v.width)).toEqual([500]);
  });
});
