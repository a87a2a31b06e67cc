import { Body, Controller, Req, Res } from '@nestjs/common';
import { contactRequestSchema, createContactMessageRpc, type RpcResponse } from '@lumafolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ContactRateLimitedError, ContactService } from './contact.service.js';

export const CONTACT_TAG = 'Contact';

/**
 * The body is described with its schema but read by ContactService.submit: a filled-in
 * honeypot is refused with its own message, not the schema's.
 */
const sendMessage = defineHttpRoute({
  method: 'POST',
  path: '/api/contact',
  tag: CONTACT_TAG,
  summary: 'Send a message to a photographer or the administrators',
  access: 'anonymous',
  body: { kind: 'json', schema: contactRequestSchema },
  status: 201,
  answer: json(createContactMessageRpc.response, 'Stored; its e-mail is queued.'),
  rateLimited: true,
});

/** POST /api/contact (spec 01 §2, §5): no sign-in; the CSRF rules of every POST apply. */
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @HttpRoute(sendMessage)
  async send(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RpcResponse<typeof createContactMessageRpc>> {
    try {
      return await this.contact.submit(body, request.ip);
    } catch (error) {
      if (error instanceof ContactRateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
