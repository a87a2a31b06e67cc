import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { forgetHeroPhotoRpc, getHeroSelectionRpc, setCustomHeroRpc, setGlobalHeroRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { HeroSelectionService } from './hero-selection.service.js';

@Controller()
export class HeroSelectionController {
  constructor(private readonly selections: HeroSelectionService) {}

  @MessagePattern(getHeroSelectionRpc.pattern)
  get(@Payload() payload: unknown) {
    return this.selections.get(parseRpcPayload(getHeroSelectionRpc, payload).userId);
  }

  @MessagePattern(setGlobalHeroRpc.pattern)
  setGlobal(@Payload() payload: unknown) {
    const { userId, heroImageId } = parseRpcPayload(setGlobalHeroRpc, payload);
    return this.selections.setGlobal(userId, heroImageId);
  }

  @MessagePattern(setCustomHeroRpc.pattern)
  setCustom(@Payload() payload: unknown) {
    const { userId, photoId } = parseRpcPayload(setCustomHeroRpc, payload);
    return this.selections.setCustom(userId, photoId);
  }

  @MessagePattern(forgetHeroPhotoRpc.pattern)
  forgetPhoto(@Payload() payload: unknown) {
    const { userId, photoId } = parseRpcPayload(forgetHeroPhotoRpc, payload);
    return this.selections.forgetPhoto(userId, photoId);
  }
}
