import { context, INVALID_SPAN_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

/**
 * The platform's one tracer. Until `startTracing` installs the SDK it is the API's no-op
 * tracer; the helpers below do not even call it then, so tracing off costs a boolean test.
 */
export const tracer = trace.getTracer('lumafolio');

let tracingOn = false;

/** Whether this process records and exports spans (an OTLP endpoint was configured). */
export function isTracingOn(): boolean {
  return tracingOn;
}

/** Called once the SDK is installed (`startTracing`, or a test's in-memory exporter). */
export function markTracingOn(on: boolean): void {
  tracingOn = on;
}

/** What work is handed while tracing is off: a span that records nothing. */
const NOT_RECORDED: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The context the span belongs to; the active one by default. */
  parent?: Context;
  /** Only inside a trace already under way: a storage or database call is never a trace of its own. */
  childOnly?: boolean;
  /** Whether a throw is a failure of this span (a 404 answer is not); every throw by default. */
  failed?: (error: unknown) => boolean;
}

/** Runs `work` inside a new span, active while it runs and ended when it settles; nothing at all while tracing is off. */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  if (!tracingOn || (options.childOnly && !trace.getSpan(parent))) return work(NOT_RECORDED);
  const span = tracer.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    if (options.failed?.(error) ?? true) markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Marks a span failed, with the error's message (never its payload). */
export function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  if (error instanceof Error) span.recordException(error);
}

/** The trace id of the span under way, for log lines; undefined while tracing is off or outside a trace. */
export function activeTraceId(): string | undefined {
  if (!tracingOn) return undefined;
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
