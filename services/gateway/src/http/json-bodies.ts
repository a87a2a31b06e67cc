import type { FastifyInstance, FastifyReply } from 'fastify';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM = 'application/x-www-form-urlencoded';

/**
 * The API takes JSON (and multipart uploads, the beacon's text, tus chunks): a form-encoded
 * body is refused with 415 rather than read as if it were the JSON object, and a JSON body
 * of `null` with 400 rather than taken for "no change".
 */
export function registerJsonBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!WITH_BODY.has(request.method) || !request.url.startsWith('/api/')) return;
    const contentType = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
    if (contentType === FORM)
      await refuse(reply, 415, 'Unsupported Media Type', 'Please send the request body as JSON (Content-Type: application/json).', String(request.id));
  });
  fastify.addHook('preValidation', async (request, reply) => {
    if (!WITH_BODY.has(request.method) || !request.url.startsWith('/api/') || request.body !== null) return;
    if (request.headers['content-type']?.toLowerCase().startsWith('application/json')) {
      await refuse(reply, 400, 'Bad Request', 'The request body must be a JSON object.', String(request.id));
    }
  });
}

async function refuse(reply: FastifyReply, statusCode: number, error: string, message: string, requestId: string): Promise<void> {
  await reply.status(statusCode).header('content-type', 'application/json; charset=utf-8').send({ statusCode, error, message, requestId });
}
