import { Controller } from '@nestjs/common';
import {
  emailLogIdSchema,
  getAdminEmailRpc,
  pageAdminEmailsRpc,
  pageQuerySchema,
  toPageRequest,
  type AdminEmailPage,
  type EmailLogEntry,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { unknownIdWith } from './admin-id.js';
import { ADMIN_TAGS } from './admin-tags.js';

const emails = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/emails',
  tag: ADMIN_TAGS.people,
  summary: 'The e-mail log, newest first',
  access: 'admin',
  query: pageQuerySchema,
  status: 200,
  answer: json(pageAdminEmailsRpc.response, 'A page of e-mails.'),
});

const email = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/emails/:id',
  tag: ADMIN_TAGS.people,
  summary: 'One e-mail with its HTML',
  access: 'admin',
  params: z.object({ id: emailLogIdSchema }),
  notFoundWhenMalformed: { id: unknownIdWith(emailLogIdSchema) },
  status: 200,
  answer: json(getAdminEmailRpc.response, 'The e-mail.'),
});

/** The Messages tab's "Local Email Service": the e-mail log, newest first. */
@Controller()
export class AdminEmailsController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(emails)
  list(@RouteInput() { query }: RouteInput<typeof emails>): Promise<AdminEmailPage> {
    return this.rpc.call(pageAdminEmailsRpc, toPageRequest(query));
  }

  /** One e-mail with its HTML body, sanitised by the admin service. */
  @HttpRoute(email)
  get(@RouteInput() { params }: RouteInput<typeof email>): Promise<EmailLogEntry> {
    return this.rpc.call(getAdminEmailRpc, { id: params.id });
  }
}
