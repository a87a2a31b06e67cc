import { Controller } from '@nestjs/common';
import { abortIntakeRpc, beginIntakeRpc, completeIntakeRpc, releaseQuotaRpc, reserveQuotaRpc } from '@lumafolio/contracts';
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

  @RpcHandler(reserveQuotaRpc)
  reserve(payload: RpcPayload<typeof reserveQuotaRpc>) {
    return this.uploads.reserve(payload);
  }

  @RpcHandler(releaseQuotaRpc)
  release(payload: RpcPayload<typeof releaseQuotaRpc>) {
    return this.uploads.release(payload);
  }

  @RpcHandler(abortIntakeRpc)
  abort({ userId, intakeId, photoId }: RpcPayload<typeof abortIntakeRpc>) {
    return this.uploads.abort(userId, intakeId, photoId);
  }
}
