import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { getFirstStepsRpc, recordFirstStepsEventRpc, recordFirstStepsRequestSchema, type FirstSteps } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';

/** The signed-in photographer's first-steps checklist (ADR 45): only ever their own. */
@Controller('api/user/first-steps')
@UseGuards(SessionGuard)
export class FirstStepsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  mine(@CurrentUserId() userId: string): Promise<FirstSteps> {
    return this.rpc.call(getFirstStepsRpc, { userId });
  }

  @Post()
  @HttpCode(200)
  record(@CurrentUserId() userId: string, @Body() body: unknown): Promise<FirstSteps> {
    const { event } = recordFirstStepsRequestSchema.parse(body ?? {});
    return this.rpc.call(recordFirstStepsEventRpc, { userId, event });
  }
}
