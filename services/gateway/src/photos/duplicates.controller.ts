import { Controller } from '@nestjs/common';
import { findDuplicatesRequestSchema, findDuplicatesRpc, type FindDuplicatesResponse } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

const findDuplicates = defineHttpRoute({
  method: 'POST',
  path: '/api/photos/duplicates',
  tag,
  summary: 'Which files about to be uploaded one already has',
  description:
    'The upload queue sends the fingerprint of each file it is about to upload (read from the file in the browser, as the media worker reads every stored photo) and learns, for each one that matches, the closest of one’s own photos. Nothing is stored.',
  access: 'session',
  body: { kind: 'json', schema: findDuplicatesRequestSchema },
  status: 200,
  answer: json(findDuplicatesRpc.response, 'The fingerprints that match a photo, each with the closest one.'),
});

/** Duplicates noticed before an upload (ADR 59): only among the signed-in user's own photos. */
@Controller()
export class DuplicatesController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(findDuplicates)
  find(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof findDuplicates>): Promise<FindDuplicatesResponse> {
    return this.rpc.call(findDuplicatesRpc, { userId, fingerprints: body.fingerprints });
  }
}
