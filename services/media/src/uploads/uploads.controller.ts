import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { abortUploadRpc, beginUploadRpc, createPhotoRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { UploadsService } from './uploads.service.js';

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @MessagePattern(beginUploadRpc.pattern)
  begin(@Payload() payload: unknown) {
    return this.uploads.begin(parseRpcPayload(beginUploadRpc, payload));
  }

  @MessagePattern(createPhotoRpc.pattern)
  complete(@Payload() payload: unknown) {
    return this.uploads.complete(parseRpcPayload(createPhotoRpc, payload));
  }

  @MessagePattern(abortUploadRpc.pattern)
  abort(@Payload() payload: unknown) {
    const { userId, uploadId, photoId } = parseRpcPayload(abortUploadRpc, payload);
    return this.uploads.abort(userId, uploadId, photoId);
  }
}
