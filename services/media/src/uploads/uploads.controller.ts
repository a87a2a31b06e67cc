import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { abortIntakeRpc, beginIntakeRpc, completeIntakeRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { UploadsService } from './uploads.service.js';

/** The one way in for photos (see @lumafolio/photo-intake for the producers' side). */
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @MessagePattern(beginIntakeRpc.pattern)
  begin(@Payload() payload: unknown) {
    return this.uploads.begin(parseRpcPayload(beginIntakeRpc, payload));
  }

  @MessagePattern(completeIntakeRpc.pattern)
  complete(@Payload() payload: unknown) {
    return this.uploads.complete(parseRpcPayload(completeIntakeRpc, payload));
  }

  @MessagePattern(abortIntakeRpc.pattern)
  abort(@Payload() payload: unknown) {
    const { userId, intakeId, photoId } = parseRpcPayload(abortIntakeRpc, payload);
    return this.uploads.abort(userId, intakeId, photoId);
  }
}
