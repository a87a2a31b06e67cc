import { Controller } from '@nestjs/common';
import {
  AI_INSIGHTS_RPC_TIMEOUT_MS,
  adminAiRecommendationsRpc,
  adminAiThemeSuggestionsRpc,
  type AiRecommendationsResponse,
  type ThemeSuggestionsResponse,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';

const recommendations = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/ai-recommendations',
  tag: ADMIN_TAGS.overview,
  summary: 'AI recommendations for the featured photos',
  access: 'admin',
  status: 200,
  answer: json(adminAiRecommendationsRpc.response, 'Recommendations, and whether a model or the built-in rules answered.'),
});

const themeSuggestions = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/ai-theme-suggestions',
  tag: ADMIN_TAGS.overview,
  summary: 'AI theme suggestions',
  access: 'admin',
  status: 200,
  answer: json(adminAiThemeSuggestionsRpc.response, 'Suggestions.'),
});

/** The AI Insights tab (spec 02 §2, §7): both asked on a button press; a model may take a while. */
@Controller()
export class AdminAiInsightsController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(recommendations)
  recommendations(@CurrentUserId() actorId: string): Promise<AiRecommendationsResponse> {
    return this.rpc.call(adminAiRecommendationsRpc, { actorId }, AI_INSIGHTS_RPC_TIMEOUT_MS);
  }

  @HttpRoute(themeSuggestions)
  themeSuggestions(@CurrentUserId() actorId: string): Promise<ThemeSuggestionsResponse> {
    return this.rpc.call(adminAiThemeSuggestionsRpc, { actorId }, AI_INSIGHTS_RPC_TIMEOUT_MS);
  }
}
