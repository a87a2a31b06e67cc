import { Controller } from '@nestjs/common';
import { findDuplicatesRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { DuplicatesService } from './duplicates.service.js';

@Controller()
export class DuplicatesController {
  constructor(private readonly duplicates: DuplicatesService) {}

  @RpcHandler(findDuplicatesRpc)
  find({ userId, fingerprints }: RpcPayload<typeof findDuplicatesRpc>) {
    return this.duplicates.find(userId, fingerprints);
  }
}
