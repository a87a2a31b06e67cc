import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { SessionStore } from '../src/session/session.store.js';

describe('SessionStore on the real Redis', () => {
  const redis = new Redis(profile('test').serviceEnv.REDIS_URL);
  const store = new SessionStore(redis, { idleSeconds: 60, absoluteSeconds: 3600 });

  afterAll(() => redis.disconnect());

  it('creates unguessable ids and reads the data back', async () => {
    const a = await store.create({ userId: 'u-a' });
    const b = await store.create({ userId: 'u-a' });
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.id).not.toBe(b.id);
    expect((await store.get(a.id))?.userId).toBe('u-a');
    expect(await store.get('not-a-session-id')).toBeNull();
  });

  it('sets an idle expiry that never outlives the absolute one', async () => {
    const { id } = await store.create({ userId: 'u-ttl' });
    const ttl = await redis.ttl(`session:${id}`);
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);

    const shortLived = new SessionStore(redis, { idleSeconds: 60, absoluteSeconds: 5 });
    const s = await shortLived.create({ userId: 'u-short' });
    expect(await redis.ttl(`session:${s.id}`)).toBeLessThanOrEqual(5);
  });

  it('refuses a session past its absolute expiry and deletes it', async () => {
    const { id, data } = await store.create({ userId: 'u-old' });
    await redis.set(`session:${id}`, JSON.stringify({ ...data, absoluteExpiresAt: Date.now() - 1 }), 'EX', 60);
    expect(await store.get(id)).toBeNull();
    expect(await redis.exists(`session:${id}`)).toBe(0);
  });

  it('revokes every session of a user, optionally but one', async () => {
    const keep = await store.create({ userId: 'u-many' });
    const other = await store.create({ userId: 'u-many' });
    const stranger = await store.create({ userId: 'u-else' });
    await store.destroyAllForUser('u-many', keep.id);
    expect(await store.get(keep.id)).not.toBeNull();
    expect(await store.get(other.id)).toBeNull();
    expect(await store.get(stranger.id)).not.toBeNull();
    await store.destroyAllForUser('u-many');
    expect(await store.get(keep.id)).toBeNull();
  });
});
