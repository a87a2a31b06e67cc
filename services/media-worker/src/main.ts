import { createLogger, loadConfig, runMain } from '@lumafolio/server-common';
import { mediaWorkerConfigSchema } from './config.js';
import { mediaJobHandlers } from './media-job-handlers.js';
import { createMediaWorker } from './media-worker.js';

runMain(async () => {
  const config = loadConfig('media-worker', mediaWorkerConfigSchema);
  const logger = createLogger('media-worker', config.LOG_LEVEL);
  const worker = createMediaWorker(config, mediaJobHandlers, logger);
  await worker.waitUntilReady();

  const stop = async (signal: string) => {
    logger.info({ signal }, 'finishing active jobs, then stopping');
    await worker.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
});
