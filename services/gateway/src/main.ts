import 'reflect-metadata';
import { createLogger, runMain, serveMetrics, startTracing } from '@lumafolio/server-common';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

runMain(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  await serveMetrics(config, logger);
  startTracing(config, 'gateway', logger);
  const app = await createGateway(config, logger);
  await app.listen({ host: config.GATEWAY_HOST, port: config.GATEWAY_PORT });
  logger.info({ url: `http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/` }, 'gateway listening');
});
