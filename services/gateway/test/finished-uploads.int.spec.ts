import { profile, waitUntil } from '@lumafolio/dev-stack';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { FINISHED_UPLOAD_KEEP_S, FinishedUploads } from '../src/photos/resumable/finished-uploads.js';

describe('finished resumable uploads on the real Redis', () => {
  const redis = new Redis(profile('test').serviceEnv.REDIS_URL);

  afterAll(() => redis.disconnect());

  it('names the photo an upload became to its owner only, on any gateway, for an hour', async () => {
    const uploadId = randomUUID();
    await new FinishedUploads(redis).remember(uploadId, 'ana', { photoId: 'photo-1', size: 2048 });
    const anotherGateway = new FinishedUploads(redis);
    expect(await anotherGateway.find(uploadId, 'ana')).toEqual({ photoId: 'photo-1', size: 2048 });
    expect(await anotherGateway.find(uploadId, 'bob')).toBeNull();
    expect(await anotherGateway.find(randomUUID(), 'ana')).toBeNull();
    expect(await redis.ttl(`resumable-upload:finished:${uploadId}`)).toBeGreaterThan(FINISHED_UPLOAD_KEEP_S - 60);
  });

  it('forgets an upload once its time is up', async () => {
    const uploadId = randomUUID();
    const shortLived = new FinishedUploads(redis, 1);
    await shortLived.remember(uploadId, 'ana', { photoId: 'photo-2', size: 1 });
    expect(await shortLived.find(uploadId, 'ana')).not.toBeNull();
    await waitUntil(
      'the finished upload forgotten',
      () => shortLived.find(uploadId, 'ana'),
      (found) => found === null,
      { timeoutMs: 5_000 },
    );
  });
});
