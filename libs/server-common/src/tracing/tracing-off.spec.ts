import { trace } from '@opentelemetry/api';
import { z } from 'zod';
import { tracingEnv } from '../config/env-schemas.js';
import { loadConfig } from '../config/load-config.js';
import { createLogger } from '../logging/logger.js';
import { jobTraceOptions } from './job-tracing.js';
import { startTracing, tracesUrlOf } from './start-tracing.js';
import { traceCarrier } from './trace-carrier.js';
import { inSpan, isTracingOn } from './tracer.js';

const tracingConfig = (env: Record<string, string>) => loadConfig('svc', z.object(tracingEnv), env);

describe('tracing is off by default', () => {
  it('is on only with an OTLP endpoint, and off again when disabled or with no exporter', () => {
    expect(tracesUrlOf(tracingConfig({}))).toBeNull();
    expect(tracesUrlOf(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }))).toBe('http://collector:4318/v1/traces');
    expect(tracesUrlOf(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://b/otlp/traces' }))).toBe(
      'https://b/otlp/traces',
    );
    expect(tracesUrlOf(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }))).toBeNull();
    expect(tracesUrlOf(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }))).toBeNull();
  });

  it('refuses an endpoint that is not an http(s) URL, a protocol it cannot export and a ratio outside 0..1, naming each', () => {
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc', OTEL_TRACES_SAMPLER_ARG: '5' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be a http or https URL[\s\S]*OTEL_EXPORTER_OTLP_PROTOCOL: must be http\/json[\s\S]*OTEL_TRACES_SAMPLER_ARG/,
    );
  });

  it('starts no SDK without an endpoint: no span, nothing in NATS headers or job options', async () => {
    expect(startTracing(tracingConfig({}), 'media', createLogger('media', 'silent'))).toBe(false);
    expect(isTracingOn()).toBe(false);
    await inSpan('POST /api/photos/upload', {}, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(trace.getActiveSpan()).toBeUndefined();
      expect(traceCarrier()).toEqual({});
      expect(jobTraceOptions()).toEqual({});
    });
  });
});
