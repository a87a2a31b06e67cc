export { metricsRegistry } from './registry.js';
export { serveMetrics, type MetricsServerConfig } from './metrics-server.js';
export { httpRequestDuration, UNMATCHED_ROUTE } from './http-metrics.js';
export { rpcClientDuration, rpcHandlerDuration, rpcServiceAnswering } from './rpc-metrics.js';
export { jobDuration, outcomeOfThrow, type JobOutcome } from './job-metrics.js';
export { queueJobs, countQueueAtScrape, COUNTED_JOB_STATES } from './queue-metrics.js';
export { storageOperationDuration, createObservedStorage, observeStorage } from './storage-metrics.js';
export { databaseCommandDuration, observeDatabaseCommands, NO_COLLECTION } from './database-metrics.js';
export { redisMemoryBytes, reportRedisMemoryAtScrape, parseRedisMemory, type RedisMemory } from './redis-memory-metrics.js';
