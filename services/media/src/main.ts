import 'reflect-metadata';
import { MongoDatabase } from '@lumafolio/dal';
import {
  createObservedStorage,
  EventBus,
  natsConnectionOf,
  observeDatabaseCommands,
  RpcClient,
  rpcClientOptionsOf,
  runRpcService,
} from '@lumafolio/server-common';
import { sharp } from '@lumafolio/images';
import { MediaModule } from './app.module.js';
import { mediaConfigSchema } from './config.js';

runRpcService({
  service: 'media',
  configSchema: mediaConfigSchema,
  createModule: async (config, logger) => {
    // Media's renders inside requests (profile pictures, AI images, content checks) take turns (DecodeSlots): one libvips thread each leaves the other cores to requests.
    sharp.concurrency(1);
    const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
    // Only to tell auth a new profile picture's URL (ADR 25): auth calls nobody, so no cycle.
    const rpc = new RpcClient(rpcClientOptionsOf(config, 'media', logger));
    await rpc.connect();
    const events = await EventBus.connect(natsConnectionOf(config), 'media', logger);
    return MediaModule.register(config, { database, storage: createObservedStorage(config), events, rpc });
  },
});
