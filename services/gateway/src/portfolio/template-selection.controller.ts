import { Controller, UseInterceptors } from '@nestjs/common';
import {
  getTemplateSelectionRpc,
  selectTemplateRequestSchema,
  setHeroAccentRequestSchema,
  setHeroAccentRpc,
  setTemplateSelectionRpc,
  type TemplateSelection,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { TEMPLATES_TAG as tag } from '../templates/templates.controller.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

const myTemplate = defineHttpRoute({
  method: 'GET',
  path: '/api/user/template',
  tag,
  summary: "One's design template",
  access: 'session',
  status: 200,
  answer: json(getTemplateSelectionRpc.response, 'The chosen template.'),
});

const chooseTemplate = defineHttpRoute({
  method: 'POST',
  path: '/api/user/template',
  tag,
  summary: 'Choose a design template',
  access: 'session',
  body: { kind: 'json', schema: selectTemplateRequestSchema },
  status: 200,
  answer: json(setTemplateSelectionRpc.response, 'The template chosen.'),
});

const setHeroAccent = defineHttpRoute({
  method: 'POST',
  path: '/api/user/template/hero-accent',
  tag,
  summary: "Whether one's template accent colour follows the hero banner's palette",
  access: 'session',
  body: { kind: 'json', schema: setHeroAccentRequestSchema },
  status: 200,
  answer: json(setHeroAccentRpc.response, 'The template choice with the setting.'),
});

/** Each user's design template (spec 01 §4 "Template chooser"); a portfolio's, for visitors: TemplatesController. */
@Controller()
export class TemplateSelectionController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(myTemplate)
  mine(@CurrentUserId() userId: string): Promise<TemplateSelection> {
    return this.rpc.call(getTemplateSelectionRpc, { userId });
  }

  @HttpRoute(chooseTemplate)
  @UseInterceptors(RefreshesOwnPortfolio)
  choose(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof chooseTemplate>): Promise<TemplateSelection> {
    return this.rpc.call(setTemplateSelectionRpc, { userId, templateId: body.templateId });
  }

  /** Whether the template's accent colour follows the hero banner (ADR 41). */
  @HttpRoute(setHeroAccent)
  @UseInterceptors(RefreshesOwnPortfolio)
  heroAccent(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof setHeroAccent>): Promise<TemplateSelection> {
    return this.rpc.call(setHeroAccentRpc, { userId, heroAccent: body.heroAccent });
  }
}
