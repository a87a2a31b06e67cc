import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { getTemplateSelectionRpc, setTemplateSelectionRpc, type TemplateSelection } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { TemplateSelectionService } from './template-selection.service.js';

@Controller()
export class TemplateSelectionController {
  constructor(private readonly selections: TemplateSelectionService) {}

  @MessagePattern(getTemplateSelectionRpc.pattern)
  get(@Payload() payload: unknown): Promise<TemplateSelection> {
    const { userId } = parseRpcPayload(getTemplateSelectionRpc, payload);
    return this.selections.get(userId);
  }

  @MessagePattern(setTemplateSelectionRpc.pattern)
  set(@Payload() payload: unknown): Promise<TemplateSelection> {
    const { userId, templateId } = parseRpcPayload(setTemplateSelectionRpc, payload);
    return this.selections.set(userId, templateId);
  }
}
