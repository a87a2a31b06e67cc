import { MongoDatabase, newPhotoDocument, PhotoRepository, redisWriteTurns } from '@lumafolio/dal';
import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';

/**
 * A photo's jobs save their results while its owner edits it, in the media worker and the
 * media service: the photo repository's writes take the photo's turn, so FerretDB 1.x (which
 * drops most concurrent updates of one document) keeps every one of them (ADR 57).
 */
describe('concurrent writes of one photo from the worker and the service', () => {
  const env = profile('test').serviceEnv;
  const uri = env.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/mw_writes_${Date.now().toString(36)}`);
  const redises = [new Redis(env.REDIS_URL), new Redis(env.REDIS_URL)];
  let databases: MongoDatabase[];
  let worker: PhotoRepository;
  let service: PhotoRepository;

  beforeAll(async () => {
    databases = await Promise.all(redises.map(async (redis) => (await new MongoDatabase({ uri }).connect()).useWriteTurns(redisWriteTurns(redis))));
    [worker, service] = databases.map((database) => new PhotoRepository(database.connection)) as [PhotoRepository, PhotoRepository];
  });

  afterAll(async () => {
    await databases[0]?.connection.dropDatabase();
    await Promise.all(databases.map((database) => database.disconnect()));
    for (const redis of redises) redis.disconnect();
  });

  /** A freshly uploaded photo of u1, not yet processed. */
  const insertPhoto = (id: string) =>
    service.insert(
      newPhotoDocument({
        _id: id,
        userId: 'u1',
        originalKey: `photo/u1/${id}/original`,
        mimeType: 'image/jpeg',
        originalBytes: 1,
        title: id,
        category: 'nature',
      }),
    );

  it('keeps every one of the jobs results and the owner edits', async () => {
    await insertPhoto('lockprobe01');
    const palette = { dominantColor: '#112233', mood: 'cool' as const, brightness: 'dark' as const, colors: [] };
    await Promise.all([
      worker.savePalette('u1', 'lockprobe01', palette),
      worker.saveAiSuggestionsWhereEmpty('u1', 'lockprobe01', { aiTags: ['sea'], aiAltText: 'Calm sea.' }),
      worker.saveOptimised('u1', 'lockprobe01', { width: 10, height: 10, variants: [], placeholder: 'x', exif: null, sizeBytes: 2 }),
      service.updateOwned('u1', 'lockprobe01', { description: 'Typed right after the upload.' }),
      service.updateOwned('u1', 'lockprobe01', { featured: true }),
      service.markJobsQueued('lockprobe01'),
    ]);
    const saved = await service.findById('lockprobe01');
    expect(saved).toMatchObject({
      status: 'ready',
      palette: { dominantColor: '#112233' },
      aiTags: ['sea'],
      aiAltText: 'Calm sea.',
      placeholder: 'x',
      description: 'Typed right after the upload.',
      featured: true,
      jobsQueued: true,
    });
  });

  it('keeps the jobs results saved while a bulk action writes the same photos, and the bulk change too', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `lockbulk${String(i).padStart(2, '0')}`);
    for (const id of ids) await insertPhoto(id);
    const selected = await service.selectOwned('u1', { photoIds: ids }, ids.length);
    expect(selected).toHaveLength(ids.length);
    // Another user's bulk action names the same ids: it finds nothing of u1's.
    expect(await service.selectOwned('u2', { photoIds: ids }, ids.length)).toEqual([]);
    const [changed] = await Promise.all([
      service.updateManyOwned('u1', selected, { isPublic: true, category: 'travel' }),
      ...ids.map((id) => worker.saveOptimised('u1', id, { width: 10, height: 10, variants: [], placeholder: `p-${id}`, exif: null, sizeBytes: 2 })),
    ]);
    expect(changed).toBe(ids.length);
    for (const id of ids) {
      expect(await service.findById(id)).toMatchObject({ status: 'ready', placeholder: `p-${id}`, isPublic: true, category: 'travel' });
    }
  });

  it('indexes a processed photo before it shows as ready, and leaves nothing indexed for one deleted meanwhile', async () => {
    const fingerprint = '0123456789abcdef';
    await Promise.all([insertPhoto('fpready01'), insertPhoto('fpgone01')]);
    const seenBeforeIndexed: string[] = [];
    const readyPoller = (async () => {
      for (let polls = 0; polls < 400; polls += 1) {
        const photo = await service.findById('fpready01');
        if (photo?.status === 'ready') {
          const indexed = await service.fingerprints.candidates('u1', [fingerprint]);
          if (!indexed.some((entry) => entry.photoId === 'fpready01')) seenBeforeIndexed.push('fpready01');
          return;
        }
      }
    })();
    const result = { width: 10, height: 10, variants: [], placeholder: 'x', exif: null, sizeBytes: 2, fingerprint };
    await Promise.all([worker.saveOptimised('u1', 'fpready01', result), readyPoller]);
    expect(seenBeforeIndexed).toEqual([]);

    // Deleted before its processing is saved: the delete found no fingerprint to take off the index.
    await service.deleteOwned('u1', 'fpgone01');
    expect(await worker.saveOptimised('u1', 'fpgone01', result)).toBeNull();
    expect((await service.fingerprints.candidates('u1', [fingerprint])).map((entry) => entry.photoId)).toEqual(['fpready01']);
  });
});
