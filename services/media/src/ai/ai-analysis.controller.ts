import { Controller } from '@nestjs/common';
import { analyzeImageRpc, type AiSuggestions } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AiAnalysisService } from './ai-analysis.service.js';

@Controller()
export class AiAnalysisController {
  constructor(private readonly analysis: AiAnalysisService) {}

  @RpcHandler(analyzeImageRpc)
  analyze({ key, userId }: RpcPayload<typeof analyzeImageRpc>): Promise<AiSuggestions> {
    return this.analysis.analyzeStored(key, userId);
  }
}
