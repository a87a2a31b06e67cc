import { Controller } from '@nestjs/common';
import { copyPhotoToHeroRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroCopyService } from './hero-copy.service.js';

@Controller()
export class HeroCopyController {
  constructor(private readonly copies: HeroCopyService) {}

  @RpcHandler(copyPhotoToHeroRpc)
  copy({ userId, photoId }: RpcPayload<typeof copyPhotoToHeroRpc>) {
    return this.copies.copy(userId, photoId);
  }
}
