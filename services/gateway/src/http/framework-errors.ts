import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './error-response.js';

/**
 * What Fastify refuses before any route runs (a path it cannot decode, a path segment over
 * its length limit): the same error body as every other error, with the request id, instead
 * of Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { unexpected: _unexpected, ...body } = toErrorBody(error, String(request.id));
  void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}
