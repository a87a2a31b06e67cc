/* eslint-disable @typescript-eslint/no-non-null-assertion -- a missing value fails the test anyway */
import { jest } from '@jest/globals';
import { createAiProvider } from '@lumafolio/ai';
import { MEDIA_QUEUE, mediaJobId, mediaQueue, type AiTagJobPayload, type MediaJobName, type PhotoJobPayload } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, PhotoRepository, WatermarkRepository, type PhotoDocument } from '@lumafolio/dal';
import { FIXTURES, profile } from '@lumafolio/dev-stack';
import { createLogger, startJobWorker } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import exifr from 'exifr';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { Redis } from 'ioredis';
import { createMediaJobHandlers } from '../src/media-job-handlers.js';
import { redisWriteTurns } from '@lumafolio/dal';
import { readAll } from '../src/processor-deps.js';

jest.setTimeout(180_000);

const ELEPHANTS = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';
const LADYBIRD = '/usr/share/backgrounds/mate/nature/LadyBird.jpg';
const GARDEN = '/usr/share/backgrounds/mate/nature/Garden.jpg';
const HEIC = FIXTURES.heicLadybird;

const test = profile('test').serviceEnv;
const suffix = randomBytes(4).toString('hex');
const mongoUri = test.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/mw_pipeline_${suffix}`);
const prefix = `mwtest-${suffix}`;
const connection = { url: test.REDIS_URL, maxRetriesPerRequest: null };
const USER = 'u1';

describe('media pipeline on the real Redis and FerretDB', () => {
  let db: MongoDatabase;
  let photos: PhotoRepository;
  let storageDir: string;
  let storage: LocalDiskStorage;
  let queue: Queue;
  let events: QueueEvents;
  let worker: Worker;
  let lockRedis: Redis;
  /** The ai-tag jobs the optimise jobs queued, by photo (run here by hand, to see each step). */
  const aiTagQueued = new Map<string, AiTagJobPayload>();
  /** What the optimise jobs announced (photoProcessedEvent, photoProcessingFailedEvent), in order. */
  const announced: string[] = [];

  beforeAll(async () => {
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    photos = new PhotoRepository(db.connection);
    storageDir = mkdtempSync(join(tmpdir(), 'mw-storage-'));
    storage = new LocalDiskStorage({ rootDir: storageDir });
    queue = new Queue(MEDIA_QUEUE, {
      connection,
      prefix,
      defaultJobOptions: { attempts: 3, backoff: { type: 'fixed', delay: 200 } },
    });
    events = new QueueEvents(MEDIA_QUEUE, { connection, prefix });
    await events.waitUntilReady();
    const logger = createLogger('media-worker-test', 'silent');
    lockRedis = new Redis(test.REDIS_URL);
    db.useWriteTurns(redisWriteTurns(lockRedis));
    const followUps = { queueAiTag: async (job: AiTagJobPayload) => void aiTagQueued.set(job.photoId, job) };
    const handlers = createMediaJobHandlers({
      photos,
      storage,
      ai: createAiProvider({}),
      logger,
      followUps,
      watermarks: new WatermarkRepository(db.connection),
      outcomes: {
        processed: (ownerId, photoId) => void announced.push(`processed ${ownerId}/${photoId}`),
        failed: (ownerId, photoId) => void announced.push(`failed ${ownerId}/${photoId}`),
      },
    });
    const heroJobsNotRunHere = {
      'hero-optimise': () => Promise.reject(new Error('not in this test')),
      'hero-palette': () => Promise.reject(new Error('not in this test')),
      'storage-audit': () => Promise.reject(new Error('not in this test')),
      'watermark-redo': () => Promise.reject(new Error('not in this test')),
      'fingerprint-backfill': () => Promise.reject(new Error('not in this test')),
      'photo-files.delete.v1': () => Promise.reject(new Error('not in this test')),
      'photo-fingerprints.remove.v1': () => Promise.reject(new Error('not in this test')),
    };
    worker = startJobWorker(mediaQueue, { ...handlers, ...heroJobsNotRunHere }, { redisUrl: test.REDIS_URL, prefix, concurrency: 2, logger });
    await worker.waitUntilReady();
  });

  afterAll(async () => {
    await worker?.close();
    await queue?.obliterate({ force: true });
    await Promise.all([events?.close(), queue?.close()]);
    await db?.connection.dropDatabase();
    await db?.disconnect();
    lockRedis?.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function addPhoto(photoId: string, original: Buffer, fields: Partial<PhotoDocument> = {}): Promise<PhotoJobPayload> {
    const originalKey = `photo/${USER}/${photoId}/original`;
    const { bytes } = await storage.put(originalKey, original, { contentType: 'image/jpeg' });
    await photos.insert({
      ...newPhotoDocument({ _id: photoId, userId: USER, originalKey, mimeType: 'image/jpeg', originalBytes: bytes, category: 'nature' }),
      ...fields,
    });
    return { userId: USER, photoId, storageKey: originalKey };
  }

  async function run(name: MediaJobName, payload: PhotoJobPayload | AiTagJobPayload, jobId = mediaJobId(name, payload.photoId)) {
    const job = await queue.add(name, payload, { jobId });
    return job.waitUntilFinished(events, 150_000);
  }

  async function keys(photoId: string): Promise<string[]> {
    const out: string[] = [];
    for await (const o of storage.list(`photo/${USER}/${photoId}/`)) out.push(o.key);
    return out.sort();
  }

  async function read(key: string): Promise<Buffer> {
    return readAll((await storage.get(key)).body, 50 * 1024 * 1024);
  }

  it('takes a real 5640×3172 JPEG through optimise: variants, placeholder and palette from one decode, then its ai-tag job', async () => {
    const payload = await addPhoto('elephants', readFileSync(ELEPHANTS));
    const optimised = (await run('optimise', payload)) as { status: string; timings: Record<string, number> };
    console.log('optimise elephants 5640x3172:', JSON.stringify(optimised.timings));
    expect(optimised.status).toBe('ready');
    expect(announced).toContain('processed u1/elephants');

    const doc = (await photos.findById('elephants'))!;
    expect(doc).toMatchObject({ status: 'ready', width: 5640, height: 3172 });
    expect(doc.variants.map((v) => v.width)).toEqual([400, 800, 1600, 2400]);
    expect(await keys('elephants')).toEqual(['original', 'w1600.webp', 'w2400.webp', 'w400.webp', 'w800.webp'].map((k) => `photo/u1/elephants/${k}`));
    let total = (await storage.head(payload.storageKey))!.bytes;
    for (const variant of doc.variants) {
      const file = await read(variant.key);
      expect(file.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(file.subarray(8, 12).toString('ascii')).toBe('WEBP');
      const meta = await sharp(file).metadata();
      expect({ w: meta.width, h: meta.height, f: meta.format }).toEqual({ w: variant.width, h: variant.height, f: 'webp' });
      expect(variant.height).toBe(Math.round((3172 * variant.width) / 5640));
      expect(variant.bytes).toBe(file.length);
      total += file.length;
    }
    expect(doc.sizeBytes).toBe(total);
    const hash = thumbHashToRGBA(Buffer.from(doc.placeholder!, 'base64'));
    expect(hash.w).toBeGreaterThan(0);
    expect(hash.w / hash.h).toBeCloseTo(5640 / 3172, 0);

    // The palette comes from the same decode, saved with the variants.
    const withPalette = doc;
    expect(withPalette.palette?.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(['warm', 'cool', 'neutral']).toContain(withPalette.palette?.mood);
    expect(['dark', 'bright', 'medium']).toContain(withPalette.palette?.brightness);
    const percentages = withPalette.palette!.colors.map((c) => c.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(percentages.reduce((a, b) => a + b, 0)).toBeGreaterThan(99);
    expect(percentages.reduce((a, b) => a + b, 0)).toBeLessThan(101);
    console.log('palette elephants:', JSON.stringify(withPalette.palette));
    // The AI reads the largest variant that fits its 1024 px box, as it is, never the original.
    expect(aiTagQueued.get('elephants')).toEqual({
      userId: USER,
      photoId: 'elephants',
      sourceKey: 'photo/u1/elephants/w800.webp',
      // Read from the original's EXIF by the same job: the AI never opens the original.
      exif: { camera: 'SONY DSC-RX100M4', takenAt: '2020-02-19T16:35:05.000Z', focalLength: 8.8, aperture: 3.5, exposureTime: 0.0125, iso: 125 },
      // What the photo lacks and its palette, as saved: the ai-tag job need not read the document.
      wants: { tags: true, alt: true },
      palette: { dominantColor: withPalette.palette?.dominantColor, mood: withPalette.palette?.mood, brightness: withPalette.palette?.brightness },
    });
    // A palette job of an earlier release finds the work done.
    await expect(run('palette', payload)).resolves.toMatchObject({ status: 'skipped' });
  });

  it('decodes an iPhone-style HEIC (HEVC) original into variants, a placeholder and a palette', async () => {
    const payload = await addPhoto('heic', readFileSync(HEIC), { mimeType: 'image/heic' });
    await expect(run('optimise', payload)).resolves.toMatchObject({ status: 'ready' });
    const doc = (await photos.findById('heic'))!;
    expect(doc).toMatchObject({ status: 'ready', width: 1600, height: 1000 });
    expect(doc.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    const largest = await sharp(await read(doc.variants.at(-1)!.key)).stats();
    // Real pixels, not a blank frame: the ladybird photo has plenty of contrast.
    expect(largest.channels[0]!.stdev).toBeGreaterThan(20);
    expect(doc.placeholder).toBeTruthy();
    expect(doc.palette?.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(aiTagQueued.get('heic')?.sourceKey).toBe('photo/u1/heic/w800.webp');
  });

  it('ai-tag fills empty tags and alt text from a small variant, and never overwrites what the user sent', async () => {
    const empty = await addPhoto('ladybird', readFileSync(LADYBIRD));
    await run('optimise', empty);
    const aiJob = aiTagQueued.get('ladybird')!;
    expect(aiJob.sourceKey).toMatch(/\/w\d+\.webp$/);
    // Proof that the AI does not need the original: it is gone before the job runs.
    await storage.delete(empty.storageKey);
    const started = performance.now();
    await run('ai-tag.v2', aiJob);
    console.log(`ai-tag ladybird (incl. model load): ${Math.round(performance.now() - started)} ms`);
    const tagged = (await photos.findById('ladybird'))!;
    expect(tagged.aiTags.length).toBeGreaterThan(0);
    expect(tagged.aiAltText).toBeTruthy();
    console.log('ai-tag ladybird:', JSON.stringify({ tags: tagged.aiTags, alt: tagged.aiAltText }));

    const userSet = await addPhoto('garden', readFileSync(GARDEN), { aiTags: ['my tag'], aiAltText: 'My own alt text.' });
    await run('optimise', userSet);
    expect(aiTagQueued.has('garden')).toBe(false);
    // An ai-tag job of an earlier release (it reads the original).
    await run('ai-tag', userSet);
    expect(await photos.findById('garden')).toMatchObject({ aiTags: ['my tag'], aiAltText: 'My own alt text.' });

    const tagsOnly = await addPhoto('garden2', readFileSync(GARDEN), { aiTags: ['mine'] });
    await run('ai-tag', tagsOnly);
    const partly = (await photos.findById('garden2'))!;
    expect(partly.aiTags).toEqual(['mine']);
    expect(partly.aiAltText).toBeTruthy();
  });

  it('running optimise twice leaves exactly one set of variants', async () => {
    const payload = await addPhoto('twice', readFileSync(GARDEN));
    await run('optimise', payload, 'optimise-twice-1');
    const first = (await photos.findById('twice'))!;
    const firstKeys = await keys('twice');
    await run('optimise', payload, 'optimise-twice-2');
    const second = (await photos.findById('twice'))!;
    expect(await keys('twice')).toEqual(firstKeys);
    expect(firstKeys.filter((k) => k.endsWith('.webp'))).toHaveLength(first.variants.length);
    expect(second.variants).toEqual(first.variants);
    expect(second.sizeBytes).toBe(first.sizeBytes);
  });

  it('a photo deleted before processing leaves no files', async () => {
    const payload = await addPhoto('gone', readFileSync(GARDEN));
    await photos.deleteOwned(USER, 'gone');
    await storage.put(`photo/${USER}/gone/w400.webp`, Buffer.from('left over by an earlier attempt'), { contentType: 'image/webp' });
    await expect(run('optimise', payload)).resolves.toMatchObject({ status: 'deleted' });
    await expect(run('palette', payload)).resolves.toMatchObject({ status: 'deleted' });
    await expect(run('ai-tag', payload)).resolves.toMatchObject({ status: 'deleted' });
    await expect(run('ai-tag.v2', { userId: USER, photoId: 'gone', sourceKey: `photo/${USER}/gone/w400.webp` })).resolves.toMatchObject({ status: 'deleted' });
    expect(await keys('gone')).toEqual([]);
    expect(announced.filter((outcome) => outcome.endsWith('/gone'))).toEqual([]);
  });

  it('an undecodable original marks the photo failed, without retries', async () => {
    const payload = await addPhoto('broken', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]));
    const job = await queue.add('optimise', payload, { jobId: mediaJobId('optimise', 'broken') });
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(/cannot be decoded/);
    expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
    expect(await photos.findById('broken')).toMatchObject({ status: 'failed', variants: [] });
    expect(announced.filter((outcome) => outcome.endsWith('/broken'))).toEqual(['failed u1/broken']);
    expect(await keys('broken')).toEqual(['photo/u1/broken/original']);
  });

  it('keeps the camera details a photo was uploaded with when its stored file has no EXIF', async () => {
    // The browser re-encodes photos (no EXIF left) and sends the camera details beside the file.
    const uploaded = { camera: 'Canon EOS 350D DIGITAL', lens: null, exposure: '1/80 s · f/5.6 · ISO 400', takenAt: '2008-01-22T03:28:22.000Z' };
    const webp = await sharp(readFileSync(GARDEN)).resize(1200).webp().toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeUndefined();
    const payload = await addPhoto('reencoded', webp, { exif: uploaded });
    await run('optimise', payload);
    expect(await photos.findById('reencoded')).toMatchObject({ status: 'ready', exif: uploaded });
  });

  it('strips GPS from every variant and never copies it into the document', async () => {
    const withGps = await sharp(readFileSync(LADYBIRD))
      .withExif({
        IFD0: { Make: 'Canon', Model: 'Canon EOS R5' },
        IFD2: {
          ExposureTime: '1/250',
          FNumber: '28/10',
          ISOSpeedRatings: '100',
          DateTimeOriginal: '2024:05:01 10:20:30',
          LensModel: 'RF100mm F2.8 L MACRO IS USM',
        },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const gps = await exifr.gps(withGps);
    expect(gps?.latitude).toBeCloseTo(51.5, 1);
    const payload = await addPhoto('geotagged', withGps);
    await run('optimise', payload);
    const doc = (await photos.findById('geotagged'))!;
    expect(doc.exif).toMatchObject({ camera: 'Canon EOS R5', exposure: '1/250 s · f/2.8 · ISO 100' });
    expect(Object.keys(doc.exif!).sort()).toEqual(['camera', 'exposure', 'lens', 'takenAt']);
    expect(JSON.stringify(doc.exif)).not.toMatch(/51|latitude|longitude/i);
    expect(doc.variants.length).toBeGreaterThan(0);
    for (const variant of doc.variants) {
      const file = await read(variant.key);
      expect(await exifr.gps(file).catch(() => undefined)).toBeUndefined();
      expect((await sharp(file).metadata()).exif).toBeUndefined();
    }
  });
});
