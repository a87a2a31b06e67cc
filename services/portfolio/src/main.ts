import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { EventBus, natsConnectionOf, observeDatabaseCommands, RpcClient, rpcClientOptionsOf, runRpcService } from '@lumafolio/server-common';
import { PortfolioModule } from './app.module.js';
import { portfolioConfigSchema } from './config.js';

runRpcService({
  service: 'portfolio',
  configSchema: portfolioConfigSchema,
  createModule: async (config, logger) => {
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
    // Message recipients and sitemap paths come from the auth service, photos from media: asked over NATS like the gateway does.
    const rpc = new RpcClient(rpcClientOptionsOf(config, 'portfolio', logger));
    await rpc.connect();
    const events = await EventBus.connect(natsConnectionOf(config), 'portfolio', logger);
    return PortfolioModule.register(config, database, rpc, events);
  },
});
