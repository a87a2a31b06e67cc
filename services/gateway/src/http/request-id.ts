import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER, requestContext } from '@lumafolio/server-common';

const acceptableId = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a sane incoming X-Request-Id or makes one; it follows the request over NATS. */
export function generateRequestId(incoming: { headers: Record<string, string | string[] | undefined> }): string {
  const header = incoming.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && acceptableId.test(candidate) ? candidate : randomUUID();
}

export function registerRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: String(request.id) }, done);
  });
}
