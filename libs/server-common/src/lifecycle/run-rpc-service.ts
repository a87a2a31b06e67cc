import type { ServiceName } from '@lumafolio/contracts';
import type { z } from 'zod';
import type { Logger } from '../logging/logger.js';
import { natsConnectionOf } from '../rpc/nats-connection.js';
import { startRpcService, type RootModule } from '../rpc/rpc-service.js';
import { startProcessBasics, type ProcessConfigSchema } from './process-basics.js';
import { runMain } from './run-main.js';

type ServiceConfigSchema = ProcessConfigSchema & z.ZodType<{ NATS_URL: string; NATS_USER?: string | undefined; NATS_PASSWORD?: string | undefined }>;

export interface RpcServiceDefinition<S extends ServiceConfigSchema> {
  service: ServiceName;
  configSchema: S;
  /** Opens the service's own connections and returns its root module. */
  createModule(config: z.output<S>, logger: Logger): Promise<RootModule> | RootModule;
}

/** The whole `main.ts` of a NATS service: config, logger, metrics, tracing, connections, listen. */
export function runRpcService<S extends ServiceConfigSchema>(definition: RpcServiceDefinition<S>): void {
  runMain(async () => {
    const { config, logger } = await startProcessBasics(definition.service, definition.configSchema);
    const module = await definition.createModule(config, logger);
    await startRpcService(module, { service: definition.service, nats: natsConnectionOf(config), logger });
  });
}
