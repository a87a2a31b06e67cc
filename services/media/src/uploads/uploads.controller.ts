import { Controller } from '@nestjs/common';
import { abortIntakeRpc, beginIntakeRpc, completeIntakeRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { UploadsService } from './uploads.service.js';

/** The one way in for photos (see @lumafolio/photo-intake for the producers' side). */
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @RpcHandler(beginIntakeRpc)
  begin(payload: RpcPayload<typeof beginIntakeRpc>) {
    return this.uploads.begin(payload);
  }

  @RpcHandler(completeIntakeRpc)
  complete(payload: RpcPayload<typeof completeIntakeRpc>) {
    return this.uploads.complete(payload);
  }

  @RpcHandler(abortIntakeRpc)
  abort({ userId, intakeId, photoId }: RpcPayload<typeof abortIntakeRpc>) {
    return this.uploads.abort(userId, intakeId, photoId);
  }
}
