import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createRedisLock, FormerUsernameRepository, MongoDatabase, redisWriteTurns, runOnce, USER_BUCKETS_MIGRATION, UserRepository } from '@lumafolio/dal';
import {
  createLogger,
  EventBus,
  loadConfig,
  natsConnectionOf,
  NestPinoLogger,
  observeDatabaseCommands,
  RpcClient,
  rpcClientOptionsOf,
  runMain,
  serveMetrics,
  startTracing,
  serviceRoot,
  startRpcService,
} from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { AuthModule } from './app.module.js';
import { authConfigSchema } from './config.js';

/**
 * config → logger → MongoDB → Redis → migrations → identity provider (HTTP) → NATS RPC (queue group
 * `auth`), unless AUTH_RPC_ENABLED=false: then only the identity provider runs (a second
 * instance standing in for an external issuer), answering no RPC and announcing nothing;
 * it still asks the integrations service for its sign-up e-mails. SIGTERM/SIGINT close the
 * HTTP server, NATS, Redis and MongoDB in that order.
 */
runMain(async () => {
  const config = loadConfig('auth', authConfigSchema);
  const logger = createLogger('auth', config.LOG_LEVEL);
  await serveMetrics(config, logger);
  startTracing(config, 'auth', logger);
  const database = observeDatabaseCommands(await new MongoDatabase({ uri: config.MONGODB_URI, maxPoolSize: config.MONGODB_MAX_POOL_SIZE }).connect());
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  await redis.connect();
  database.useWriteTurns(redisWriteTurns(redis));
  const users = new UserRepository(database.connection);
  await users.ensureIndexes();
  await new FormerUsernameRepository(database.connection).ensureIndexes();
  const backfilled = await users.backfillPortfolioSegments();
  if (backfilled > 0) logger.info({ users: backfilled }, 'portfolio paths stored for existing users');
  const migrationLock = createRedisLock(redis, 'migration', { ttlMs: 15 * 60_000, waitMs: 15 * 60_000 });
  let numbered = 0;
  if (await runOnce(database.connection, migrationLock, USER_BUCKETS_MIGRATION, async () => void (numbered = await users.numberUnbucketedUsers()))) {
    logger.info({ numbered }, 'users numbered into list buckets');
  }
  const events = config.AUTH_RPC_ENABLED ? await EventBus.connect(natsConnectionOf(config), 'auth', logger) : EventBus.none(logger);
  // Sign-up e-mails are asked of the integrations service, which owns their queue.
  const rpc = new RpcClient(rpcClientOptionsOf(config, 'auth', logger));
  await rpc.connect();
  const module = AuthModule.register(config, { database, redis, rpc, events, users });

  if (config.AUTH_RPC_ENABLED) {
    await startRpcService(module, { service: 'auth', nats: natsConnectionOf(config), logger });
    return;
  }
  const app = await NestFactory.createApplicationContext(serviceRoot(module, logger), { logger: new NestPinoLogger(logger), bufferLogs: false });
  app.enableShutdownHooks();
  await app.init();
  logger.info('RPC disabled (AUTH_RPC_ENABLED=false): serving only the identity provider');
});
