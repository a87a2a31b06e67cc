import { Controller } from '@nestjs/common';
import { checkImageContentRpc, type ImageContentCheck } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { ImageCheckService } from './image-check.service.js';

@Controller()
export class ImageCheckController {
  constructor(private readonly images: ImageCheckService) {}

  @RpcHandler(checkImageContentRpc)
  check({ key }: RpcPayload<typeof checkImageContentRpc>): Promise<ImageContentCheck> {
    return this.images.check(key);
  }
}
