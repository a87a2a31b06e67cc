import { Controller } from '@nestjs/common';
import { extractHeroColorsRpc, getDefaultHeroImageRpc, listHeroImagesRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroImagesService } from './hero-images.service.js';

@Controller()
export class HeroImagesController {
  constructor(private readonly heroes: HeroImagesService) {}

  @RpcHandler(listHeroImagesRpc)
  list() {
    return this.heroes.list();
  }

  @RpcHandler(getDefaultHeroImageRpc)
  getDefault() {
    return this.heroes.getDefault();
  }

  @RpcHandler(extractHeroColorsRpc)
  extractColors({ userId, heroId }: RpcPayload<typeof extractHeroColorsRpc>) {
    return this.heroes.extractColors(userId, heroId);
  }
}
