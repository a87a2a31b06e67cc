import { Controller } from '@nestjs/common';
import { getTemplateSelectionRpc, setHeroAccentRpc, setTemplateSelectionRpc, type TemplateSelection } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { TemplateSelectionService } from './template-selection.service.js';

@Controller()
export class TemplateSelectionController {
  constructor(private readonly selections: TemplateSelectionService) {}

  @RpcHandler(getTemplateSelectionRpc)
  get({ userId }: RpcPayload<typeof getTemplateSelectionRpc>): Promise<TemplateSelection> {
    return this.selections.get(userId);
  }

  @RpcHandler(setTemplateSelectionRpc)
  set({ userId, templateId }: RpcPayload<typeof setTemplateSelectionRpc>): Promise<TemplateSelection> {
    return this.selections.set(userId, templateId);
  }

  @RpcHandler(setHeroAccentRpc)
  setHeroAccent({ userId, heroAccent }: RpcPayload<typeof setHeroAccentRpc>): Promise<TemplateSelection> {
    return this.selections.setHeroAccent(userId, heroAccent);
  }
}
