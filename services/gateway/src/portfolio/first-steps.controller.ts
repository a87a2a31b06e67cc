import { Controller } from '@nestjs/common';
import { getFirstStepsRpc, recordFirstStepsEventRpc, recordFirstStepsRequestSchema, type FirstSteps } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { ACCOUNT_TAG as tag } from '../auth/account-tag.js';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';

const firstSteps = defineHttpRoute({
  method: 'GET',
  path: '/api/user/first-steps',
  tag,
  summary: 'The first-steps checklist',
  description: 'Upload a photo, make one public, pick a template and a hero, share the link: each done or not, from real data.',
  access: 'session',
  status: 200,
  answer: json(getFirstStepsRpc.response, 'The checklist.'),
});

const recordFirstStep = defineHttpRoute({
  method: 'POST',
  path: '/api/user/first-steps',
  tag,
  summary: 'Record that the link was shared, or that the checklist was dismissed',
  access: 'session',
  body: { kind: 'json', schema: recordFirstStepsRequestSchema },
  status: 200,
  answer: json(recordFirstStepsEventRpc.response, 'The checklist afterwards.'),
});

/** The signed-in photographer's first-steps checklist (ADR 45): only ever their own. */
@Controller()
export class FirstStepsController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(firstSteps)
  mine(@CurrentUserId() userId: string): Promise<FirstSteps> {
    return this.rpc.call(getFirstStepsRpc, { userId });
  }

  @HttpRoute(recordFirstStep)
  record(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof recordFirstStep>): Promise<FirstSteps> {
    return this.rpc.call(recordFirstStepsEventRpc, { userId, event: body.event });
  }
}
