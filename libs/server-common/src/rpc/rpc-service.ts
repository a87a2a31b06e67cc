import type { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { NestPinoLogger } from '../logging/nest-logger.js';
import { natsTransportOptions, type NatsConnection } from './nats-connection.js';
import { RpcErrorFilter } from './rpc-exception.filter.js';
import { RequestContextInterceptor } from './request-context.interceptor.js';

export interface RpcServiceOptions {
  /** Also the NATS queue group: each request reaches exactly one replica. */
  service: string;
  nats: NatsConnection;
  logger: Logger;
}

/** Starts a NestJS microservice listening on NATS in the service's queue group. */
export type RootModule = Parameters<typeof NestFactory.createMicroservice>[0];

export async function startRpcService(module: RootModule, options: RpcServiceOptions): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
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
  options.logger.info({ queue: options.service, nats: options.nats.url, natsUser: options.nats.user }, 'listening for RPC');
  return app;
}
