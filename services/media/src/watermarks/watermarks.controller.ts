import { Controller } from '@nestjs/common';
import { getWatermarkRpc, saveWatermarkRpc, setWatermarkLogoRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { WatermarksService } from './watermarks.service.js';

@Controller()
export class WatermarksController {
  constructor(private readonly watermarks: WatermarksService) {}

  @RpcHandler(getWatermarkRpc)
  get({ userId }: RpcPayload<typeof getWatermarkRpc>) {
    return this.watermarks.get(userId);
  }

  @RpcHandler(saveWatermarkRpc)
  save({ userId, settings }: RpcPayload<typeof saveWatermarkRpc>) {
    return this.watermarks.save(userId, settings);
  }

  @RpcHandler(setWatermarkLogoRpc)
  setLogo({ userId, uploadId }: RpcPayload<typeof setWatermarkLogoRpc>) {
    return this.watermarks.setLogo(userId, uploadId);
  }
}
