import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { RpcResponse, createContactMessageRpc } from '@lumafolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContactRateLimitedError, ContactService } from './contact.service.js';

/** POST /api/contact (spec 01 §2, §5): no sign-in; the CSRF rules of every POST apply. */
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
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
