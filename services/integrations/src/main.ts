import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { runRpcService } from '@lumafolio/server-common';
import { IntegrationsModule } from './app.module.js';
import { integrationsConfigSchema } from './config.js';

runRpcService({
  service: 'integrations',
  configSchema: integrationsConfigSchema,
  createModule: async (config) => {
    const database = await new MongoDatabase({ uri: config.MONGODB_URI }).connect();
    return IntegrationsModule.register(database);
  },
});
