import { createAiProvider, getSharedDetector, LocalVisionProvider } from '@lumafolio/ai';
import { MongoDatabase, PhotoRepository, StorageAuditRepository, WatermarkRepository, projectionFailureLog, redisWriteTurns } from '@lumafolio/dal';
import { mediaQueue } from '@lumafolio/contracts';
import { createObservedStorage, EventBus, natsConnectionOf, observeDatabaseCommands, queueWorker, runWorkerProcess } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { mediaWorkerConfigSchema } from './config.js';
import { createHeroJobHandlers } from './hero-job-handlers.js';
import { announcedHeroReporter } from './hero-reporter.js';
import { createMediaJobHandlers } from './media-job-handlers.js';
import { queuePhotoFollowUps } from './photo-follow-ups.js';
import { announcePhotoOutcomes } from './photo-outcomes.js';
import { announcePublicChanges } from './public-content-announcer.js';
import { createStorageAuditProcessor } from './storage-audit.processor.js';
import { createWatermarkRedoProcessor } from './watermark-redo.processor.js';
import { createFingerprintBackfillProcessor } from './fingerprint-backfill.processor.js';
import { createPhotoFilesDeleteProcessor } from './photo-files-delete.processor.js';
import { createPhotoFingerprintsRemoveProcessor } from './photo-fingerprints-remove.processor.js';

runWorkerProcess({
  name: 'media-worker',
  configSchema: mediaWorkerConfigSchema,
  async setUp(config, logger) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    const database = observeDatabaseCommands(
      await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect(),
    ).useWriteTurns(redisWriteTurns(redis));
    const storage = createObservedStorage(config);
    const ai = createAiProvider(config);
    const followUps = queuePhotoFollowUps(config.REDIS_URL, config.MEDIA_QUEUE_PREFIX);
    // The worker's writes are projected into the photo read model like the service's (ADR 46);
    // its own connection fails fast, so a job whose change cannot be marked is retried.
    const readModelRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    const events = await EventBus.connect(natsConnectionOf(config), 'media-worker', logger);
    const photos = new PhotoRepository(database.connection, {
      readModel: { redis: readModelRedis, onProjectionFailure: projectionFailureLog(logger), onProjected: announcePublicChanges(events) },
    });
    const watermarks = new WatermarkRepository(database.connection);
    const handlers = createMediaJobHandlers({ photos, storage, ai, logger, followUps, watermarks, outcomes: announcePhotoOutcomes(events) });
    // Banners are measured with the local detector whatever the photo provider (ADR 30).
    const subjects = () => getSharedDetector({ backend: config.AI_LOCAL_BACKEND });
    const heroHandlers = createHeroJobHandlers({ storage, logger, heroes: announcedHeroReporter(events), subjects });
    const worker = queueWorker(
      mediaQueue,
      {
        ...handlers,
        ...heroHandlers,
        'storage-audit': createStorageAuditProcessor({ storage, photos, audits: new StorageAuditRepository(database.connection), logger }),
        'watermark-redo': createWatermarkRedoProcessor({ photos, watermarks, storage, logger, queueNext: followUps.queueWatermarkRedo }),
        'fingerprint-backfill': createFingerprintBackfillProcessor({ photos, storage, logger, queueNext: followUps.queueFingerprintBackfill }),
        'photo-files.delete.v1': createPhotoFilesDeleteProcessor({ storage, logger }),
        'photo-fingerprints.remove.v1': createPhotoFingerprintsRemoveProcessor({ photos, logger }),
      },
      { prefix: config.MEDIA_QUEUE_PREFIX, concurrency: config.MEDIA_WORKER_CONCURRENCY },
    );

    return {
      workers: [worker],
      // The local model loads once per process: in the background, not on the first ai-tag job.
      ready: () => {
        if (!(ai instanceof LocalVisionProvider)) return;
        ai.warmUp().then(
          (loaded) => logger.info(loaded, 'local vision model loaded'),
          (error: unknown) => logger.warn({ err: error }, 'local vision model could not be loaded yet'),
        );
      },
      close: async () => {
        await followUps.close();
        await events.close();
        await database.disconnect();
        redis.disconnect();
        readModelRedis.disconnect();
      },
    };
  },
});
