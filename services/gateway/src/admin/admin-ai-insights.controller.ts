import { Get } from '@nestjs/common';
import {
  AI_INSIGHTS_RPC_TIMEOUT_MS,
  adminAiRecommendationsRpc,
  adminAiThemeSuggestionsRpc,
  type AiRecommendationsResponse,
  type ThemeSuggestionsResponse,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { AdminController } from './admin-routes.js';

/** The AI Insights tab (spec 02 §2, §7): both asked on a button press; a model may take a while. */
@AdminController()
export class AdminAiInsightsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('ai-recommendations')
  recommendations(@CurrentUserId() actorId: string): Promise<AiRecommendationsResponse> {
    return this.rpc.call(adminAiRecommendationsRpc, { actorId }, AI_INSIGHTS_RPC_TIMEOUT_MS);
  }

  @Get('ai-theme-suggestions')
  themeSuggestions(@CurrentUserId() actorId: string): Promise<ThemeSuggestionsResponse> {
    return this.rpc.call(adminAiThemeSuggestionsRpc, { actorId }, AI_INSIGHTS_RPC_TIMEOUT_MS);
  }
}
