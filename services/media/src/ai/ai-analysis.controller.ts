import { Controller, Inject } from '@nestjs/common';
import { analyzeImageRpc, type AiSuggestions } from '@lumafolio/contracts';
import { AiProviderError, type AiProvider } from '@lumafolio/ai';
import { RpcHandler, type RpcPayload, rpcError } from '@lumafolio/server-common';
import { AI_PROVIDER } from '../tokens.js';

/** Leaves room inside the upload form's 15 s budget (spec 01 §9) for the hops around it. */
const ANALYSIS_TIMEOUT_MS = 12_000;

@Controller()
export class AiAnalysisController {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  @RpcHandler(analyzeImageRpc)
  async analyze({ imageBase64 }: RpcPayload<typeof analyzeImageRpc>): Promise<AiSuggestions> {
    try {
      return await this.ai.suggest({ image: Buffer.from(imageBase64, 'base64'), signal: AbortSignal.timeout(ANALYSIS_TIMEOUT_MS) });
    } catch (error) {
      if (error instanceof AiProviderError) {
        throw rpcError(error.code === 'timeout' ? 504 : error.code === 'invalid_input' ? 422 : 503, 'AI analysis is unavailable right now.');
      }
      throw error;
    }
  }
}
