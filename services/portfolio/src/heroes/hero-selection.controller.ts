import { Controller } from '@nestjs/common';
import { forgetHeroPhotoRpc, getHeroSelectionRpc, setCustomHeroRpc, setGlobalHeroRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroSelectionService } from './hero-selection.service.js';

@Controller()
export class HeroSelectionController {
  constructor(private readonly selections: HeroSelectionService) {}

  @RpcHandler(getHeroSelectionRpc)
  get({ userId }: RpcPayload<typeof getHeroSelectionRpc>) {
    return this.selections.get(userId);
  }

  @RpcHandler(setGlobalHeroRpc)
  setGlobal({ userId, heroImageId }: RpcPayload<typeof setGlobalHeroRpc>) {
    return this.selections.setGlobal(userId, heroImageId);
  }

  @RpcHandler(setCustomHeroRpc)
  setCustom({ userId, photoId }: RpcPayload<typeof setCustomHeroRpc>) {
    return this.selections.setCustom(userId, photoId);
  }

  @RpcHandler(forgetHeroPhotoRpc)
  forgetPhoto({ userId, photoId }: RpcPayload<typeof forgetHeroPhotoRpc>) {
    return this.selections.forgetPhoto(userId, photoId);
  }
}
