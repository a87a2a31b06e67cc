import { Controller } from '@nestjs/common';
import {
  contactMessageIdSchema,
  deleteAdminMessageRpc,
  pageAdminMessagesRpc,
  pageQuerySchema,
  toPageRequest,
  type AdminMessagePage,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { empty, json } from '../openapi/api-route.js';
import { unknownIdWith } from './admin-id.js';
import { ADMIN_TAGS } from './admin-tags.js';

const messages = defineHttpRoute({
  method: 'GET',
  path: '/api/messages',
  tag: ADMIN_TAGS.people,
  summary: 'Contact messages, newest first',
  access: 'admin',
  query: pageQuerySchema,
  status: 200,
  answer: json(pageAdminMessagesRpc.response, 'A page of messages.'),
});

const deleteMessage = defineHttpRoute({
  method: 'DELETE',
  path: '/api/messages/:id',
  tag: ADMIN_TAGS.people,
  summary: 'Delete a contact message',
  access: 'admin',
  params: z.object({ id: contactMessageIdSchema }),
  notFoundWhenMalformed: { id: unknownIdWith(contactMessageIdSchema) },
  status: 204,
  answer: empty('Deleted.'),
});

/** The Messages tab's contact messages (spec 02 §7 `/api/messages`). */
@Controller()
export class AdminMessagesController {
  constructor(private readonly rpc: RpcClient) {}

  /** Every contact message, newest first. */
  @HttpRoute(messages)
  list(@RouteInput() { query }: RouteInput<typeof messages>): Promise<AdminMessagePage> {
    return this.rpc.call(pageAdminMessagesRpc, toPageRequest(query));
  }

  @HttpRoute(deleteMessage)
  async remove(@CurrentUserId() actorId: string, @RouteInput() { params }: RouteInput<typeof deleteMessage>): Promise<void> {
    await this.rpc.call(deleteAdminMessageRpc, { actorId, id: params.id });
  }
}
