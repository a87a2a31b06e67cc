import { context, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { isTracingOn } from './tracer.js';

/**
 * The W3C trace context (`traceparent`, `tracestate`) of `from` (the active context by
 * default) as header-like pairs: what a NATS request or a queued job carries to the process
 * that continues the trace. Empty while tracing is off or outside a trace.
 */
export function traceCarrier(from: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  if (isTracingOn()) propagation.inject(from, carrier);
  return carrier;
}

/** The remote trace context that `get` reads from headers (a new trace when there is none or it is malformed). */
export function contextFromCarrier(get: (name: string) => string | undefined): Context {
  if (!isTracingOn()) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, null, {
    keys: () => propagation.fields(),
    // NATS headers answer '' for a missing name.
    get: (_carrier, name) => get(name) || undefined,
  });
}
