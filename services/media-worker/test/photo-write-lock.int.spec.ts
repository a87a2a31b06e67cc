import { MongoDatabase, newPhotoDocument, PhotoRepository } from '@lumafolio/dal';
import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { createPhotoWriteLock } from '@lumafolio/dal';

/** Without the lock FerretDB 1.x drops most concurrent updates of one document. */
describe('photo write lock on the real Redis and FerretDB', () => {
  const env = profile('test').serviceEnv;
  const redis = new Redis(env.REDIS_URL);
  let db: MongoDatabase;
  let photos: PhotoRepository;

  beforeAll(async () => {
    db = await new MongoDatabase({ uri: env.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/mw_lock_${Date.now().toString(36)}`) }).connect();
    photos = new PhotoRepository(db.connection);
  });

  afterAll(async () => {
    await db.connection.dropDatabase();
    await db.disconnect();
    redis.disconnect();
  });

  it('keeps every one of many concurrent updates of the same photo', async () => {
    const base = newPhotoDocument({
      _id: 'lockprobe01',
      userId: 'u1',
      originalKey: 'photo/u1/lockprobe01/original',
      mimeType: 'image/jpeg',
      originalBytes: 1,
      title: 't',
      category: 'nature',
    });
    await photos.insert(base);
    const lock = createPhotoWriteLock(redis);
    const palette = { dominantColor: '#112233', mood: 'cool' as const, brightness: 'dark' as const, colors: [] };
    await Promise.all([
      lock('lockprobe01', () => photos.savePalette('u1', 'lockprobe01', palette)),
      lock('lockprobe01', () => photos.saveAiSuggestionsWhereEmpty('u1', 'lockprobe01', { aiTags: ['sea'], aiAltText: 'Calm sea.' })),
      lock('lockprobe01', () => photos.saveOptimised('u1', 'lockprobe01', { width: 10, height: 10, variants: [], placeholder: 'x', exif: null, sizeBytes: 2 })),
    ]);
    const saved = await photos.findById('lockprobe01');
    expect(saved).toMatchObject({ status: 'ready', palette: { dominantColor: '#112233' }, aiTags: ['sea'], aiAltText: 'Calm sea.', placeholder: 'x' });
  });
});
