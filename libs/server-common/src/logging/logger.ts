import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger, type LevelWithSilent } from 'pino';
import { activeTraceId } from '../tracing/tracer.js';

export type { Logger } from 'pino';

export interface RequestContext {
  requestId: string;
}

/** Carries the request id through async work so every log line of a request has it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The request id, and the trace id while tracing is on: a log line leads to its trace.
    mixin: () => {
      const requestId = currentRequestId();
      const traceId = activeTraceId();
      if (!traceId) return requestId ? { requestId } : {};
      return requestId ? { requestId, traceId } : { traceId };
    },
  });
}
