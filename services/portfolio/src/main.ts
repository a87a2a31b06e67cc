import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { runRpcService } from '@lumafolio/server-common';
import { PortfolioModule } from './app.module.js';
import { portfolioConfigSchema } from './config.js';

runRpcService({
  service: 'portfolio',
  configSchema: portfolioConfigSchema,
  createModule: async (config, logger) => {
    const database = await new MongoDatabase({ uri: config.MONGODB_URI }).connect();
    return PortfolioModule.register(config, database, logger);
  },
});
