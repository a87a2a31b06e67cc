import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import { natsConnectionOf, observeDatabaseCommands, RpcClient, runRpcService } from '@lumafolio/server-common';
import { AdminModule } from './app.module.js';
import { adminConfigSchema } from './config.js';

runRpcService({
  service: 'admin',
  configSchema: adminConfigSchema,
  createModule: async (config) => {
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI }).connect());
    // The data the dashboard shows belongs to other services: it is asked for over NATS.
    const rpc = new RpcClient({ nats: natsConnectionOf(config), timeoutMs: config.RPC_TIMEOUT_MS, name: 'admin' });
    await rpc.connect();
    return AdminModule.register(config, database, rpc);
  },
});
