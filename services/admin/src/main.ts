import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { observeDatabaseCommands, RpcClient, rpcClientOptionsOf, runRpcService } from '@lumafolio/server-common';
import { AdminModule } from './app.module.js';
import { adminConfigSchema } from './config.js';

runRpcService({
  service: 'admin',
  configSchema: adminConfigSchema,
  createModule: async (config, logger) => {
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
    // The data the dashboard shows belongs to other services: it is asked for over NATS.
    const rpc = new RpcClient(rpcClientOptionsOf(config, 'admin', logger));
    await rpc.connect();
    return AdminModule.register(config, database, rpc);
  },
});
