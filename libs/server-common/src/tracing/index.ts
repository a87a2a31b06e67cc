export { tracer, isTracingOn, inSpan, markFailed, activeTraceId, type SpanOptions } from './tracer.js';
export { startTracing, shutdownTracing, installTracing, tracesUrlOf, type TracingConfig } from './start-tracing.js';
export { traceCarrier, contextFromCarrier } from './trace-carrier.js';
export { jobTraceOptions, traceJobSend, traceJobRun, type TracedJob, type TracedJobOptions } from './job-tracing.js';
