import { Histogram } from 'prom-client';
import { metricsRegistry, REQUEST_SECONDS_BUCKETS } from './registry.js';

/**
 * HTTP requests by method, route template (`/api/photos/:id`, never the raw URL: the number of
 * series stays bounded whatever visitors type) and status.
 */
export const httpRequestDuration = new Histogram({
  name: 'lumafolio_http_request_duration_seconds',
  help: 'HTTP requests answered, by method, route template and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

/** The route label of a request no route matched (unknown paths and 404s). */
export const UNMATCHED_ROUTE = '(unmatched)';
