import { Module, type DynamicModule, type INestMicroservice, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { LoggerModule } from '../logging/logger.module.js';
import { NestPinoLogger } from '../logging/nest-logger.js';
import { startLivenessResponder } from './liveness-responder.js';
import { natsTransportOptions, type NatsConnection } from './nats-connection.js';
import { RpcErrorFilter } from './rpc-exception.filter.js';
import { RequestContextInterceptor } from './request-context.interceptor.js';
import { shutdownTracing } from '../tracing/start-tracing.js';

export interface RpcServiceOptions {
  /** Also the NATS queue group: each request reaches exactly one replica. */
  service: string;
  nats: NatsConnection;
  logger: Logger;
}

/** A service's own root module. */
export type RootModule = Type<unknown> | DynamicModule;

@Module({})
class ServiceRoot implements OnApplicationShutdown {
  /** The spans of the last moments are exported before the process ends. */
  onApplicationShutdown(): Promise<void> {
    return shutdownTracing();
  }
}

/** A service's module with what every process has: its logger, injectable everywhere; spans exported at shutdown. */
export function serviceRoot(module: RootModule, logger: Logger): DynamicModule {
  return { module: ServiceRoot, imports: [LoggerModule.forRoot(logger), module] };
}

/** Starts a NestJS microservice listening on NATS in the service's queue group. */
export async function startRpcService(module: RootModule, options: RpcServiceOptions): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(serviceRoot(module, options.logger), {
    transport: Transport.NATS,
    options: {
      ...natsTransportOptions(options.nats, options.service),
      queue: options.service,
      gracefulShutdown: true,
      gracePeriod: 500,
    },
    logger: new NestPinoLogger(options.logger),
    bufferLogs: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(options.logger));
  app.useGlobalInterceptors(new RequestContextInterceptor(options.logger));
  app.enableShutdownHooks();
  await app.listen();
  // Liveness is answered beside the main loop (ADR 48): stopped with the app.
  const stopLiveness = startLivenessResponder(options.service, options.nats, options.logger);
  const close = app.close.bind(app);
  app.close = async () => {
    await stopLiveness();
    await close();
  };
  options.logger.info({ queue: options.service, nats: options.nats.url, natsUser: options.nats.user }, 'listening for RPC');
  return app;
}
