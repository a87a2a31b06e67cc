import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { createObservedStorage, observeDatabaseCommands, runRpcService } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { IntegrationsModule } from './app.module.js';
import { integrationsConfigSchema } from './config.js';

runRpcService({
  service: 'integrations',
  configSchema: integrationsConfigSchema,
  createModule: async (config) => {
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    return IntegrationsModule.register(config, { database, redis, storage: createObservedStorage(config) });
  },
});
