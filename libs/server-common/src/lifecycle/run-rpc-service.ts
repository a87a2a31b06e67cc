import type { ServiceName } from '@lumafolio/contracts';
import type { z } from 'zod';
import { loadConfig } from '../config/load-config.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { serveMetrics, type MetricsServerConfig } from '../metrics/metrics-server.js';
import { natsConnectionOf } from '../rpc/nats-connection.js';
import { startRpcService, type RootModule } from '../rpc/rpc-service.js';
import { startTracing, type TracingConfig } from '../tracing/start-tracing.js';
import { runMain } from './run-main.js';

type ServiceConfigSchema = z.ZodType<
  MetricsServerConfig &
    TracingConfig & {
      NATS_URL: string;
      NATS_USER?: string | undefined;
      NATS_PASSWORD?: string | undefined;
      LOG_LEVEL: Parameters<typeof createLogger>[1];
    }
>;

export interface RpcServiceDefinition<S extends ServiceConfigSchema> {
  service: ServiceName;
  configSchema: S;
  /** Opens the service's own connections and returns its root module. */
  createModule(config: z.output<S>, logger: Logger): Promise<RootModule> | RootModule;
}

/** The whole `main.ts` of a NATS service: config, logger, metrics, tracing, connections, listen. */
export function runRpcService<S extends ServiceConfigSchema>(definition: RpcServiceDefinition<S>): void {
  runMain(async () => {
    const config = loadConfig(definition.service, definition.configSchema);
    const logger = createLogger(definition.service, config.LOG_LEVEL);
    await serveMetrics(config, logger);
    startTracing(config, definition.service, logger);
    const module = await definition.createModule(config, logger);
    await startRpcService(module, { service: definition.service, nats: natsConnectionOf(config), logger });
  });
}
