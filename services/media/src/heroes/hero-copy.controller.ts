import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { copyPhotoToHeroRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { HeroCopyService } from './hero-copy.service.js';

@Controller()
export class HeroCopyController {
  constructor(private readonly copies: HeroCopyService) {}

  @MessagePattern(copyPhotoToHeroRpc.pattern)
  copy(@Payload() payload: unknown) {
    const { userId, photoId } = parseRpcPayload(copyPhotoToHeroRpc, payload);
    return this.copies.copy(userId, photoId);
  }
}
