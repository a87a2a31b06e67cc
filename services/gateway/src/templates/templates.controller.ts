import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listTemplatesRpc } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';

@Controller('api/templates')
export class TemplatesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly answers: VisitorAnswers,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answers.json(request, reply, 'templates', async () => ({ scope: 'site', body: () => this.rpc.call(listTemplatesRpc, {}) }));
  }
}
