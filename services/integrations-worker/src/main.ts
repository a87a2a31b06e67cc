import { EmailLogRepository, MongoDatabase } from '@lumafolio/dal';
import { integrationsQueue } from '@lumafolio/contracts';
import { createLogger, loadConfig, natsConnectionOf, RpcClient, runMain, startJobWorker, stopOnSignals } from '@lumafolio/server-common';
import { integrationsWorkerConfigSchema } from './config.js';
import { AuthDirectory } from './email/auth-directory.js';
import { createEmailProcessor } from './email/email.processor.js';
import { MailTransport } from './email/mail-transport.js';

runMain(async () => {
  const config = loadConfig('integrations-worker', integrationsWorkerConfigSchema);
  const logger = createLogger('integrations-worker', config.LOG_LEVEL);
  const database = await new MongoDatabase({ uri: config.MONGODB_URI }).connect();
  // Recipient addresses come from the auth service, over NATS.
  const rpc = new RpcClient({ nats: natsConnectionOf(config), timeoutMs: config.RPC_TIMEOUT_MS, name: 'integrations-worker' });
  await rpc.connect();
  const transport = new MailTransport(config.SMTP_URL);
  const email = createEmailProcessor({
    log: new EmailLogRepository(database.connection),
    transport,
    directory: new AuthDirectory(rpc),
    from: config.MAIL_FROM,
    brand: config.BRAND_NAME,
    logger,
  });
  const worker = startJobWorker(
    integrationsQueue,
    { email },
    { redisUrl: config.REDIS_URL, prefix: config.INTEGRATIONS_QUEUE_PREFIX, concurrency: config.INTEGRATIONS_WORKER_CONCURRENCY, logger },
  );
  await worker.waitUntilReady();
  logger.info(
    { mail: transport.mode },
    transport.mode === 'smtp' ? 'e-mails are sent over SMTP' : 'SMTP_URL not set: e-mails are captured in the e-mail log, not sent',
  );

  stopOnSignals(logger, async () => {
    await worker.close();
    transport.close();
    await rpc.close();
    await database.disconnect();
  });
});
