/**
 * npm run read-model:rebuild
 * Rebuilds the photo read model (ADR 46) from the database, in place, while the services
 * keep running (MONGODB_URI and REDIS_URL of the media service). The media service does the
 * same by itself when it finds the model missing or of an older version; this is for an
 * operator who wants it now, or suspects it differs from the database.
 */
import { MongoDatabase, PhotoRepository } from '@lumafolio/dal';
import { loadConfig, runOperatorCommand } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { mediaConfigSchema } from '../config.js';

runOperatorCommand('read-model-rebuild', async () => {
  const config = loadConfig('read-model-rebuild', mediaConfigSchema);
  const database = await new MongoDatabase({ uri: config.MONGODB_URI, serverSelectionTimeoutMs: 5_000 }).connect();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  let code = 1;
  try {
    const photos = new PhotoRepository(database.connection, { readModel: { redis } });
    process.stderr.write('Rebuilding the photo read model from the database…\n');
    const report = await photos.readModel?.rebuild();
    if (report) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
      code = 0;
    } else process.stderr.write('Another process is rebuilding it now: try again when it is done.\n');
  } finally {
    redis.disconnect();
    await database.disconnect();
  }
  process.exit(code);
});
