import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  getTemplateSelectionRpc,
  selectTemplateRequestSchema,
  setTemplateSelectionRpc,
  type TemplateSelection,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';

const userIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown user.');

/** Each user's design template (spec 01 §4 "Template chooser"). */
@Controller('api')
export class TemplateSelectionController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('user/template')
  @UseGuards(SessionGuard)
  mine(@CurrentUserId() userId: string): Promise<TemplateSelection> {
    return this.rpc.call(getTemplateSelectionRpc, { userId });
  }

  @Post('user/template')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  choose(@CurrentUserId() userId: string, @Body() body: unknown): Promise<TemplateSelection> {
    const { templateId } = selectTemplateRequestSchema.parse(body ?? {});
    return this.rpc.call(setTemplateSelectionRpc, { userId, templateId });
  }

  @Get('portfolio/template/:userId')
  ofPortfolio(@Param('userId') userId: string): Promise<TemplateSelection> {
    return this.rpc.call(getTemplateSelectionRpc, { userId: userIdParam.parse(userId) });
  }
}
