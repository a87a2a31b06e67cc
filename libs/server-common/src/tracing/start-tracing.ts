import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, hostDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_NAMESPACE } from '@opentelemetry/semantic-conventions';
import type { TRACE_SAMPLERS } from '../config/env-schemas.js';
import { withTimeout } from '../lifecycle/with-timeout.js';
import type { Logger } from '../logging/logger.js';
import { markTracingOn } from './tracer.js';

/** What `tracingEnv` parses to. */
export interface TracingConfig {
  OTEL_SDK_DISABLED: boolean;
  OTEL_TRACES_EXPORTER: 'otlp' | 'none';
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_SERVICE_NAME?: string | undefined;
  OTEL_TRACES_SAMPLER: (typeof TRACE_SAMPLERS)[number];
  OTEL_TRACES_SAMPLER_ARG: number;
  OTEL_BSP_SCHEDULE_DELAY: number;
  OTEL_BSP_MAX_QUEUE_SIZE: number;
}

let provider: TracerProvider | undefined;

/** Where spans are sent (OTLP/HTTP), or null when tracing is off: disabled, no exporter, or no endpoint. */
export function tracesUrlOf(config: TracingConfig): string | null {
  if (config.OTEL_SDK_DISABLED || config.OTEL_TRACES_EXPORTER === 'none') return null;
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Starts OpenTelemetry tracing when the configuration asks for it, before the process opens
 * its connections; otherwise starts nothing and the API stays a no-op (ADR 38). Spans are
 * batched and exported over OTLP/HTTP as `OTEL_SERVICE_NAME` (the process's name by default).
 */
export function startTracing(config: TracingConfig, processName: string, logger: Logger): boolean {
  const url = tracesUrlOf(config);
  if (!url) return false;
  const serviceName = config.OTEL_SERVICE_NAME ?? processName;
  const exporter = new OTLPTraceExporter({ url });
  installTracing({
    serviceName,
    sampler: samplerOf(config),
    spanProcessor: new BatchSpanProcessor({ exporter, scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY, maxQueueSize: config.OTEL_BSP_MAX_QUEUE_SIZE }),
  });
  logger.info({ url: url.replace(/\/\/[^@/\s]*@/, '//***@'), serviceName, sampler: config.OTEL_TRACES_SAMPLER }, 'tracing on: spans exported over OTLP/HTTP');
  return true;
}

/** Installs the SDK with a span processor of the caller's (startTracing's exporter, or a test's in-memory one). */
export function installTracing(options: { serviceName: string; spanProcessor: SpanProcessor; sampler?: Sampler }): TracerProvider {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const resource = detectResources({ detectors: [envDetector, hostDetector] }).merge(
    resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName, [ATTR_SERVICE_NAMESPACE]: 'lumafolio' }),
  );
  provider = new TracerProvider({ resource, spanProcessors: [options.spanProcessor], ...(options.sampler ? { sampler: options.sampler } : {}) });
  trace.setGlobalTracerProvider(provider);
  markTracingOn(true);
  return provider;
}

/** Exports the spans still waiting (at most 5 s), then stops; nothing when tracing is off. */
export async function shutdownTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  if (!stopping) return;
  markTracingOn(false);
  await withTimeout(stopping.shutdown(), 5_000).catch(() => undefined);
}

function samplerOf({ OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: ratio }: TracingConfig): Sampler {
  switch (sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}
