import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { extractHeroColorsRpc, getDefaultHeroImageRpc, listHeroImagesRpc, saveHeroPaletteRpc, saveHeroRenditionsRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { HeroImagesService } from './hero-images.service.js';

@Controller()
export class HeroImagesController {
  constructor(private readonly heroes: HeroImagesService) {}

  @MessagePattern(listHeroImagesRpc.pattern)
  list(@Payload() payload: unknown) {
    parseRpcPayload(listHeroImagesRpc, payload);
    return this.heroes.list();
  }

  @MessagePattern(getDefaultHeroImageRpc.pattern)
  getDefault(@Payload() payload: unknown) {
    parseRpcPayload(getDefaultHeroImageRpc, payload);
    return this.heroes.getDefault();
  }

  @MessagePattern(extractHeroColorsRpc.pattern)
  extractColors(@Payload() payload: unknown) {
    const { userId, heroId } = parseRpcPayload(extractHeroColorsRpc, payload);
    return this.heroes.extractColors(userId, heroId);
  }

  @MessagePattern(saveHeroRenditionsRpc.pattern)
  saveRenditions(@Payload() payload: unknown) {
    return this.heroes.saveRenditions(parseRpcPayload(saveHeroRenditionsRpc, payload));
  }

  @MessagePattern(saveHeroPaletteRpc.pattern)
  savePalette(@Payload() payload: unknown) {
    const { heroId, palette } = parseRpcPayload(saveHeroPaletteRpc, payload);
    return this.heroes.savePalette(heroId, palette);
  }
}
