import { EmailLogRepository, MongoDatabase } from '@lumafolio/dal';
import { accountsQueue, integrationsQueue } from '@lumafolio/contracts';
import {
  AccountJobs,
  EventBus,
  natsConnectionOf,
  observeDatabaseCommands,
  queueWorker,
  RpcClient,
  rpcClientOptionsOf,
  runWorkerProcess,
} from '@lumafolio/server-common';
import { queueAnnouncedDeletions } from './accounts/account-deletion-requests.js';
import { rpcAccountDataOwners } from './accounts/account-data-owners.js';
import { createAccountDeletionProcessor } from './accounts/account-deletion.processor.js';
import { integrationsWorkerConfigSchema } from './config.js';
import { AuthDirectory } from './email/auth-directory.js';
import { createEmailProcessor } from './email/email.processor.js';
import { MailTransport } from './email/mail-transport.js';

runWorkerProcess({
  name: 'integrations-worker',
  configSchema: integrationsWorkerConfigSchema,
  async setUp(config, logger) {
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
    // Recipient addresses come from the auth service, over NATS; account deletions reach every service holding the account's data.
    const rpc = new RpcClient(rpcClientOptionsOf(config, 'integrations-worker', logger));
    await rpc.connect();
    // Auth announces the accounts to delete; the deletions are queued here, on the queue this worker runs.
    const events = await EventBus.connect(natsConnectionOf(config), 'integrations-worker', logger);
    const accountJobs = new AccountJobs({ redisUrl: config.REDIS_URL, prefix: config.ACCOUNTS_QUEUE_PREFIX });
    const deletionRequests = queueAnnouncedDeletions(events, accountJobs);
    const transport = new MailTransport(config.SMTP_URL);
    const emailLog = new EmailLogRepository(database.connection);
    const email = createEmailProcessor({
      log: emailLog,
      transport,
      directory: new AuthDirectory(rpc),
      from: config.MAIL_FROM,
      brand: config.BRAND_NAME,
      logger,
    });

    return {
      workers: [
        queueWorker(integrationsQueue, { email }, { prefix: config.INTEGRATIONS_QUEUE_PREFIX, concurrency: config.INTEGRATIONS_WORKER_CONCURRENCY }),
        queueWorker(
          accountsQueue,
          { 'account-delete': createAccountDeletionProcessor({ owners: rpcAccountDataOwners(rpc), emailLog, logger }) },
          { prefix: config.ACCOUNTS_QUEUE_PREFIX, concurrency: 1 },
        ),
      ],
      ready: () =>
        logger.info(
          { mail: transport.mode },
          transport.mode === 'smtp' ? 'e-mails are sent over SMTP' : 'SMTP_URL not set: e-mails are captured in the e-mail log, not sent',
        ),
      close: async () => {
        deletionRequests.unsubscribe();
        await events.close();
        await accountJobs.close();
        transport.close();
        await rpc.close();
        await database.disconnect();
      },
    };
  },
});
