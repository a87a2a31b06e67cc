import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Context } from '@opentelemetry/api';
import { ATTR_RPC_METHOD } from '@opentelemetry/semantic-conventions';
import { isHealthSubject } from '@lumafolio/contracts';
import { contextFromCarrier } from './trace-carrier.js';
import { inSpan, isTracingOn, tracer } from './tracer.js';

const STATUS = 'lumafolio.rpc.status';

const attributesOf = (pattern: string): Attributes => ({ 'rpc.system.name': 'nats', [ATTR_RPC_METHOD]: pattern });

/** `<service>.health.check.v1` and `.health.live.v1`, asked by probes every few seconds (or several times a second): never traced, at either end. */
const isProbe = isHealthSubject;

/**
 * The caller's end of an RPC: a CLIENT span named by the message pattern, active while the
 * request is sent (so its context goes into the NATS headers). An answer of 4xx (not found,
 * refused) is the service doing its job: only 5xx fail the span.
 */
export function rpcClientSpan<T>(pattern: string, statusOf: (error: unknown) => number, call: () => Promise<T>): Promise<T> {
  if (isProbe(pattern)) return call();
  return inSpan(pattern, { kind: SpanKind.CLIENT, attributes: attributesOf(pattern), failed: (error) => statusOf(error) >= 500 }, async (span) => {
    try {
      const answer = await call();
      span.setAttribute(STATUS, 200);
      return answer;
    } catch (error) {
      span.setAttribute(STATUS, statusOf(error));
      throw error;
    }
  });
}

export interface RpcHandlerSpan {
  /** The context the handler runs in (the span active). */
  context: Context;
  end(status: number): void;
}

/** The service's end of an RPC: a SERVER span under the caller's span, read from the message's headers. */
export function startRpcHandlerSpan(pattern: string, header: (name: string) => string | undefined): RpcHandlerSpan {
  if (!isTracingOn() || isProbe(pattern)) return { context: context.active(), end: () => undefined };
  const parent = contextFromCarrier(header);
  const span = tracer.startSpan(pattern, { kind: SpanKind.SERVER, attributes: attributesOf(pattern) }, parent);
  return {
    context: trace.setSpan(parent, span),
    end: (status) => {
      span.setAttribute(STATUS, status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
