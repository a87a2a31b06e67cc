import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { runRpcService } from '@lumafolio/server-common';
import { createStorage } from '@lumafolio/storage';
import { Redis } from 'ioredis';
import { IntegrationsModule } from './app.module.js';
import { integrationsConfigSchema } from './config.js';

runRpcService({
  service: 'integrations',
  configSchema: integrationsConfigSchema,
  createModule: async (config) => {
    const database = await new MongoDatabase({ uri: config.MONGODB_URI }).connect();
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    return IntegrationsModule.register(config, { database, redis, storage: createStorage(config) });
  },
});
