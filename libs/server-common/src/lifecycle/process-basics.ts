import type { z } from 'zod';
import { loadConfig } from '../config/load-config.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { serveMetrics, type MetricsServerConfig } from '../metrics/metrics-server.js';
import { startTracing, type TracingConfig } from '../tracing/start-tracing.js';

/** What every process's settings hold: the log level, the metrics server's and tracing's. */
export type ProcessConfigSchema = z.ZodType<MetricsServerConfig & TracingConfig & { LOG_LEVEL: Parameters<typeof createLogger>[1] }>;

/**
 * The start every process shares (runRpcService, runWorkerProcess): its config (a wrong one
 * throws a ConfigError, which runMain answers with exit 78), its logger, its metrics server
 * and tracing.
 */
export async function startProcessBasics<S extends ProcessConfigSchema>(name: string, configSchema: S): Promise<{ config: z.output<S>; logger: Logger }> {
  const config = loadConfig(name, configSchema);
  const logger = createLogger(name, config.LOG_LEVEL);
  await serveMetrics(config, logger);
  startTracing(config, name, logger);
  return { config, logger };
}
