import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { toErrorBody } from './error-response.js';

const MULTIPART = /^\s*multipart\/form-data\b/i;
const BOUNDARY = /;\s*boundary=("[^"]+"|[^;\s]+)/i;

/**
 * A multipart body whose Content-Type names no boundary cannot be split into parts; the
 * parser would fail inside the route as a 500. It is refused before any route runs.
 */
export function registerMultipartBoundaryCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'];
    if (!type || !MULTIPART.test(type) || BOUNDARY.test(type)) return;
    const body = toErrorBody(new BadRequestException('Send the form as multipart/form-data with its boundary.'), String(request.id));
    // Its body is left unread: the connection carries no other request after it.
    await reply.status(400).header('content-type', 'application/json; charset=utf-8').header('connection', 'close').send(body);
  });
}
