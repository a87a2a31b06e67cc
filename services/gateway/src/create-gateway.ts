import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestPinoLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { GatewayModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { generateRequestId, registerRequestContext } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serveWebApp } from './spa/static-assets.js';

/** Builds the gateway application (not yet listening); tests and main.ts share it. */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const nestLogger = new NestPinoLogger(logger);
  NestLogger.overrideLogger(nestLogger);
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, name: 'gateway' });
  await rpc.connect();

  const adapter = new FastifyAdapter({ genReqId: generateRequestId, bodyLimit: 1024 * 1024, trustProxy: false });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register(rpc), adapter, {
    logger: nestLogger,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestContext(fastify);
  registerSecurityHeaders(fastify);
  const spaAvailable = await serveWebApp(app, config.WEB_DIST_DIR);
  if (!spaAvailable) logger.warn({ dir: config.WEB_DIST_DIR }, 'web app not built: only the API is served');
  app.useGlobalFilters(new HttpExceptionFilter(logger, spaAvailable));
  app.enableShutdownHooks();
  fastify.addHook('onClose', async () => rpc.close());
  return app;
}
