import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../logging/logger.js';
import { metricsRegistry } from './registry.js';

export interface MetricsServerConfig {
  /** Unset: no metrics server (the metrics are still counted, and cost next to nothing). */
  METRICS_PORT?: number | undefined;
  METRICS_HOST: string;
}

let runtimeMetricsCollected = false;

/**
 * Serves the process's metrics as Prometheus text at `GET /metrics` on a port of its own, never
 * on a public one. The server does not keep the process alive, so shutdown needs nothing from
 * it. A port already taken fails the start: a process silently without metrics would look
 * like a process that is down.
 */
export async function serveMetrics(config: MetricsServerConfig, logger: Logger): Promise<Server | null> {
  if (config.METRICS_PORT === undefined) return null;
  if (!runtimeMetricsCollected) {
    collectDefaultMetrics({ register: metricsRegistry });
    runtimeMetricsCollected = true;
  }
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  logger.info({ url: `http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics` }, 'serving metrics');
  return server;
}
