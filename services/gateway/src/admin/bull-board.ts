import { createBullBoard } from '@bull-board/api';
import { FastifyAdapter } from '@bull-board/fastify';
import { JOB_QUEUES } from '@lumafolio/contracts';
import type { QueueOwnerClient } from '@lumafolio/server-common';
import { HttpException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAccess } from '../auth/admin-access.js';
import type { ApiRoute } from '../openapi/api-route.js';
import { csrfRefusal } from '../security/csrf.js';
import type { SessionsService } from '../session/sessions.service.js';
import { ADMIN_TAGS } from './admin-tags.js';
import { RemoteQueueAdapter } from './remote-queue-adapter.js';

/** Where Bull Board answers (its page and its own API under `/api`). */
export const BULL_BOARD_PATH = '/admin/queues';

/** Bull Board's page as the API reference lists it: mounted here, not by a controller. */
export const BULL_BOARD_PAGE: ApiRoute = {
  method: 'GET',
  path: BULL_BOARD_PATH,
  tag: ADMIN_TAGS.jobs,
  summary: 'Bull Board, for deeper queue inspection (read-only)',
  description: `Its own page and API live under ${BULL_BOARD_PATH}/; they are Bull Board's, not described here.`,
  access: 'admin',
  status: 200,
  answer: { kind: 'html', description: 'The Bull Board page.' },
};

export interface BullBoardOptions {
  /** How each queue is read: by asking its owner (ADR 49). */
  owners: QueueOwnerClient;
  sessions: SessionsService;
  access: AdminAccess;
  trustedOrigins: readonly string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bull Board on every queue of the job registry, for deep inspection, behind the admin
 * check of the admin API: 401 signed out, 403 to anyone but an admin. It is read-only:
 * retrying, removing and pausing go through the Jobs tab, which records them in the audit log.
 * It opens no queue: each is read through its owner's RPCs.
 */
export async function registerBullBoard(fastify: FastifyInstance, options: BullBoardOptions): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: JOB_QUEUES.map((definition) => new RemoteQueueAdapter(definition.name, options.owners)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Lumafolio queues' } },
  });

  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', (request, reply) => adminOnly(request, reply, options));
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: BULL_BOARD_PATH },
  );
}

async function adminOnly(request: FastifyRequest, reply: FastifyReply, options: BullBoardOptions): Promise<void> {
  const refuse = (statusCode: number, error: string, message: string) =>
    reply
      .status(statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ statusCode, error, message, requestId: String(request.id) });
  if (STATE_CHANGING.has(request.method)) {
    const refusal = csrfRefusal(request, options.trustedOrigins);
    // Bull Board's own page does not send X-Requested-With: the origin is what must match.
    if (refusal && !refusal.startsWith('the X-Requested-With')) return void (await refuse(403, 'Forbidden', `Cross-site request refused: ${refusal}.`));
  }
  const userId = await options.sessions.currentUserId(request);
  if (!userId) return void (await refuse(401, 'Unauthorized', 'Authentication required'));
  try {
    await options.access.require(userId);
  } catch (error) {
    if (error instanceof HttpException) return void (await refuse(error.getStatus(), error.getStatus() === 403 ? 'Forbidden' : 'Error', error.message));
    throw error;
  }
}
