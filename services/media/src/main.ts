import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { EventBus, natsConnectionOf, runRpcService } from '@lumafolio/server-common';
import { createStorage } from '@lumafolio/storage';
import { MediaModule } from './app.module.js';
import { mediaConfigSchema } from './config.js';

runRpcService({
  service: 'media',
  configSchema: mediaConfigSchema,
  createModule: async (config, logger) => {
    const database = await new MongoDatabase({ uri: config.MONGODB_URI }).connect();
    const events = await EventBus.connect(natsConnectionOf(config), 'media', logger);
    return MediaModule.register(config, { database, storage: createStorage(config), events });
  },
});
