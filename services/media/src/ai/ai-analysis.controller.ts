import { Controller } from '@nestjs/common';
import { analyzeImageRpc, type AiSuggestions } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AiAnalysisService } from './ai-analysis.service.js';

@Controller()
export class AiAnalysisController {
  constructor(private readonly analysis: AiAnalysisService) {}

  @RpcHandler(analyzeImageRpc)
  analyze({ imageBase64, userId }: RpcPayload<typeof analyzeImageRpc>): Promise<AiSuggestions> {
    return this.analysis.analyze(Buffer.from(imageBase64, 'base64'), userId);
  }
}
