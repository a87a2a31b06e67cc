import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getTemplateSelectionRpc,
  identifier,
  selectTemplateRequestSchema,
  setHeroAccentRequestSchema,
  setHeroAccentRpc,
  setTemplateSelectionRpc,
  type TemplateSelection,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

const userIdParam = identifier(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown user.');

/** Each user's design template (spec 01 §4 "Template chooser"). */
@Controller('api')
export class TemplateSelectionController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly answers: VisitorAnswers,
  ) {}

  @Get('user/template')
  @UseGuards(SessionGuard)
  mine(@CurrentUserId() userId: string): Promise<TemplateSelection> {
    return this.rpc.call(getTemplateSelectionRpc, { userId });
  }

  @Post('user/template')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  choose(@CurrentUserId() userId: string, @Body() body: unknown): Promise<TemplateSelection> {
    const { templateId } = selectTemplateRequestSchema.parse(body ?? {});
    return this.rpc.call(setTemplateSelectionRpc, { userId, templateId });
  }

  /** Whether the template's accent colour follows the hero banner (ADR 41). */
  @Post('user/template/hero-accent')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  heroAccent(@CurrentUserId() userId: string, @Body() body: unknown): Promise<TemplateSelection> {
    const { heroAccent } = setHeroAccentRequestSchema.parse(body ?? {});
    return this.rpc.call(setHeroAccentRpc, { userId, heroAccent });
  }

  @Get('portfolio/template/:userId')
  async ofPortfolio(@Param('userId') param: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const userId = userIdParam.parse(param);
    // Any well-formed id has an answer (the default template), so it is never stored: only revalidated.
    await this.answers.json(request, reply, null, async () => ({ scope: { ownerId: userId }, body: () => this.rpc.call(getTemplateSelectionRpc, { userId }) }));
  }
}
