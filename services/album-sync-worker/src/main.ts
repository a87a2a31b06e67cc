import { ALBUM_SYNC_QUEUE, albumSyncQueue, findPhotoSourcesRpc, photoSetProgressedEvent } from '@lumafolio/contracts';
import {
  createRedisLock,
  GoogleConnectionRepository,
  GooglePhotoSetItemRepository,
  GooglePhotoSetRepository,
  MongoDatabase,
  redisWriteTurns,
} from '@lumafolio/dal';
import {
  createGoogleTokens,
  GoogleAccess,
  GoogleNotConnectedError,
  googlePhotosSettingsOf,
  googleTokenStoreOver,
  PickerClient,
  type GoogleTokens,
} from '@lumafolio/google-photos';
import { localContentCheck } from '@lumafolio/images';
import { PhotoIntake } from '@lumafolio/photo-intake';
import {
  createObservedStorage,
  EventBus,
  natsConnectionOf,
  observeDatabaseCommands,
  queueWorker,
  RpcClient,
  rpcClientOptionsOf,
  runWorkerProcess,
} from '@lumafolio/server-common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createAlbumSyncItemProcessor } from './album-sync.processor.js';
import { BaseUrls } from './base-urls.js';
import { albumSyncWorkerConfigSchema } from './config.js';
import { ItemIntake } from './item-intake.js';

runWorkerProcess({
  name: 'album-sync-worker',
  configSchema: albumSyncWorkerConfigSchema,
  async setUp(config, logger) {
    const google = googlePhotosSettingsOf(config);
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
    const rpc = new RpcClient(rpcClientOptionsOf(config, 'album-sync-worker', logger));
    await rpc.connect();
    const events = await EventBus.connect(natsConnectionOf(config), 'album-sync-worker', logger);
    const storage = createObservedStorage(config);
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    database.useWriteTurns(redisWriteTurns(redis));
    const queue = new Queue(ALBUM_SYNC_QUEUE, { connection: { url: config.REDIS_URL, maxRetriesPerRequest: null }, prefix: config.ALBUM_SYNC_QUEUE_PREFIX });
    const sets = new GooglePhotoSetRepository(database.connection);
    const items = new GooglePhotoSetItemRepository(database.connection);

    // Without a Google client the worker still starts (compose runs it everywhere): its jobs end as not connected.
    if (!google) logger.warn('GOOGLE_CLIENT_ID not set: Google Photos imports are off');
    const tokens: Pick<GoogleTokens, 'accessTokenFor'> = google
      ? createGoogleTokens(
          google,
          googleTokenStoreOver(new GoogleConnectionRepository(database.connection)),
          createRedisLock(redis, 'google-token', { ttlMs: 30_000, waitMs: 30_000 }),
        )
      : { accessTokenFor: () => Promise.reject(new GoogleNotConnectedError()) };
    const access = new GoogleAccess(tokens);
    const picker = new PickerClient(google?.pickerApiUrl ?? config.GOOGLE_PICKER_API_URL);
    const processor = createAlbumSyncItemProcessor({
      sets,
      items,
      importedPhotoOf: async (userId, mediaItemId) => {
        const { found } = await rpc.call(findPhotoSourcesRpc, { userId, provider: 'google-photos', ids: [mediaItemId] });
        return found[0]?.photoId ?? null;
      },
      google: access,
      picker,
      // A set of 2 000 items is 20 pages: the lock outlives the listing.
      baseUrls: new BaseUrls({ sets, items, picker, google: access, lock: createRedisLock(redis, 'album-sync-urls', { ttlMs: 120_000, waitMs: 150_000 }) }),
      intake: new ItemIntake(new PhotoIntake({ rpc, storage, logger, checkContent: localContentCheck }), rpc, redis),
      progressed: (ownerId, progress) => events.publish(photoSetProgressedEvent, { ownerId, progress }),
      rateLimit: (ms) => queue.rateLimit(ms),
      logger,
    });
    const worker = queueWorker(
      albumSyncQueue,
      { 'album-sync.item': processor },
      {
        prefix: config.ALBUM_SYNC_QUEUE_PREFIX,
        concurrency: config.ALBUM_SYNC_WORKER_CONCURRENCY,
        // Only so that a 429's manual rate limit holds (see JobWorkerOptions.limiter): far above any real pace.
        limiter: { max: 10_000, duration: 1_000 },
      },
    );

    return {
      workers: [worker],
      close: async () => {
        await queue.close();
        await rpc.close();
        await events.close();
        redis.disconnect();
        await database.disconnect();
      },
    };
  },
});
