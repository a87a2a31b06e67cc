import { Gauge, Histogram } from 'prom-client';
import { metricsRegistry, REQUEST_SECONDS_BUCKETS } from './registry.js';

/**
 * Both ends of an RPC, per message pattern and status: 200 for an answer, otherwise the
 * failure's status (404 a business answer, 503 no service answered in time, 502 an answer
 * outside its contract, 500 a handler that failed).
 */
export const rpcClientDuration = new Histogram({
  name: 'lumafolio_rpc_client_duration_seconds',
  help: 'RPC calls made over NATS, by message pattern and status, with their round-trip time',
  labelNames: ['pattern', 'status'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const rpcHandlerDuration = new Histogram({
  name: 'lumafolio_rpc_handler_duration_seconds',
  help: 'RPC messages handled, by message pattern and status, with the time spent answering',
  labelNames: ['pattern', 'status'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

/**
 * Per service this process called lately: 1 while it answers, 0 from the moment it is found
 * not answering (its calls then fail at once with 503) until it answers again (ADR 48). A
 * service no longer called is no longer watched, and its series goes.
 */
export const rpcServiceAnswering = new Gauge({
  name: 'lumafolio_rpc_service_answering',
  help: 'Whether a service this process calls answers its liveness probes (1) or was found not answering (0)',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});
