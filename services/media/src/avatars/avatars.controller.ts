import { Controller } from '@nestjs/common';
import { setAvatarFromPhotoRpc, setAvatarFromUploadRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AvatarsService } from './avatars.service.js';

@Controller()
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @RpcHandler(setAvatarFromUploadRpc)
  fromUpload({ userId, uploadId }: RpcPayload<typeof setAvatarFromUploadRpc>) {
    return this.avatars.fromUpload(userId, uploadId);
  }

  @RpcHandler(setAvatarFromPhotoRpc)
  fromPhoto({ userId, photoId }: RpcPayload<typeof setAvatarFromPhotoRpc>) {
    return this.avatars.fromPhoto(userId, photoId);
  }
}
