import { suppressTracing } from '@opentelemetry/core';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextFromCarrier, isTracingOn, tracer, UNMATCHED_ROUTE } from '@lumafolio/server-common';
import { PROBE_ROUTES } from './probe-routes.js';

/**
 * Each request is the root span of its trace (`POST /api/photos/upload`: the route template,
 * never the raw URL), active while it is handled, so the RPC calls and storage calls it makes
 * are its children. A `traceparent` from a proxy in front is continued. Probes are not traced,
 * nor what they call. Nothing is registered while tracing is off.
 */
export function registerRequestTracing(fastify: FastifyInstance): void {
  if (!isTracingOn()) return;
  const spans = new WeakMap<FastifyRequest, Span>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (PROBE_ROUTES.has(route)) {
      context.with(suppressTracing(context.active()), done);
      return;
    }
    const parent = contextFromCarrier((name) => firstOf(request.headers[name]));
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_HTTP_ROUTE]: route, 'lumafolio.request_id': String(request.id) },
      },
      parent,
    );
    spans.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away before the answer' });
      span.end();
      spans.delete(request);
    }
    done();
  });
}

function firstOf(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}
