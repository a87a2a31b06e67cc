import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, UNMATCHED_ROUTE, type Logger } from '@lumafolio/server-common';
import { isRebuildRequest } from '../visitor-cache/rebuild-request.js';
import { PROBE_ROUTES } from './probe-routes.js';

/**
 * One access-log line per answered request (method, route template, status, duration, request
 * id) in the process's pino format, and the request counted under its route template and status
 * (lumafolio_http_request_duration_seconds). Fastify's own request logging stays off. The
 * gateway's own background rebuilds of visitor answers are no visitors: logged at debug, not counted.
 */
export function registerAccessLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const rebuild = isRebuildRequest(request);
    if (!rebuild) httpRequestDuration.observe({ method: request.method, route, status }, ms / 1000);
    const level = rebuild || PROBE_ROUTES.has(route) ? 'debug' : 'info';
    logger[level]({ method: request.method, route, status, ms: Math.round(ms * 10) / 10, requestId: request.id }, 'request');
    done();
  });
}
