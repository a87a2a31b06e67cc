import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { ATTR_DB_COLLECTION_NAME, ATTR_DB_OPERATION_NAME, ATTR_DB_SYSTEM_NAME } from '@opentelemetry/semantic-conventions';
import { isTracingOn, tracer } from './tracer.js';

export interface DatabaseSpan {
  end(outcome: 'ok' | 'error'): void;
}

const UNTRACED: DatabaseSpan = { end: () => undefined };

/**
 * A MongoDB command as a child span of the trace under way (the driver announces a command
 * in its caller's async context); a command outside any trace (index builds, sweeps) has none.
 */
export function startDatabaseSpan(command: string, collection: string): DatabaseSpan {
  if (!isTracingOn() || !trace.getSpan(context.active())) return UNTRACED;
  const span = tracer.startSpan(`${command} ${collection}`, {
    kind: SpanKind.CLIENT,
    attributes: { [ATTR_DB_SYSTEM_NAME]: 'mongodb', [ATTR_DB_OPERATION_NAME]: command, [ATTR_DB_COLLECTION_NAME]: collection },
  });
  return {
    end: (outcome) => {
      if (outcome === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
