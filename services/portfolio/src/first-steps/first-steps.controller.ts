import { Controller } from '@nestjs/common';
import { getFirstStepsRpc, recordFirstStepsEventRpc, type FirstSteps } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { FirstStepsService } from './first-steps.service.js';

@Controller()
export class FirstStepsController {
  constructor(private readonly firstSteps: FirstStepsService) {}

  @RpcHandler(getFirstStepsRpc)
  get({ userId }: RpcPayload<typeof getFirstStepsRpc>): Promise<FirstSteps> {
    return this.firstSteps.get(userId);
  }

  @RpcHandler(recordFirstStepsEventRpc)
  record({ userId, event }: RpcPayload<typeof recordFirstStepsEventRpc>): Promise<FirstSteps> {
    return this.firstSteps.record(userId, event);
  }
}
