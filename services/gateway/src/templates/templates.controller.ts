import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getTemplateSelectionRpc, identifier, listTemplatesRpc } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';

export const TEMPLATES_TAG = 'Templates';

const portfolioTemplate = defineHttpRoute({
  method: 'GET',
  path: '/api/portfolio/template/:userId',
  tag: TEMPLATES_TAG,
  summary: "A portfolio's design template",
  access: 'anonymous',
  // A malformed id is a 400 with this message.
  params: z.object({ userId: identifier(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown user.') }),
  status: 200,
  answer: json(getTemplateSelectionRpc.response, 'The chosen template (the default when none was chosen).'),
  revalidated: true,
});

const templates = defineHttpRoute({
  method: 'GET',
  path: '/api/templates',
  tag: TEMPLATES_TAG,
  summary: 'The design templates',
  access: 'anonymous',
  status: 200,
  answer: json(listTemplatesRpc.response, 'Every template.'),
  revalidated: true,
});

/** The design templates, and the one a portfolio shows, for visitors (one's own choice: TemplateSelectionController). */
@Controller()
export class TemplatesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly answers: VisitorAnswers,
  ) {}

  @HttpRoute(portfolioTemplate)
  async ofPortfolio(@RouteInput() { params }: RouteInput<typeof portfolioTemplate>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { userId } = params;
    // Any well-formed id has an answer (the default template), so it is never stored: only revalidated.
    await this.answers.json(request, reply, null, async () => ({ scope: { ownerId: userId }, body: () => this.rpc.call(getTemplateSelectionRpc, { userId }) }));
  }

  @HttpRoute(templates)
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answers.json(request, reply, 'templates', async () => ({ scope: 'site', body: () => this.rpc.call(listTemplatesRpc, {}) }));
  }
}
