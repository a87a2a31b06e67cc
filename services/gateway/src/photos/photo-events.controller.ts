import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { photoSchema } from '@lumafolio/contracts';
import { PHOTO_PROCESSED_EVENT } from '@lumafolio/contracts/paths';
import { CurrentUserId } from '../auth/session.guard.js';
import { openEventStream } from '../http/event-stream.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';
import { ProcessedPhotosFeed } from './processed-photos.feed.js';

const processedPhotos = defineHttpRoute({
  method: 'GET',
  path: '/api/user/photos/events',
  tag,
  summary: 'Server-Sent Events: each upload once processed',
  access: 'session',
  status: 200,
  answer: {
    kind: 'event-stream',
    events: { [PHOTO_PROCESSED_EVENT]: photoSchema },
    description: 'One `photo` event (the photo itself) per processed upload.',
  },
  rateLimited: true,
  notFuzzedSignedIn: 'an endless stream',
});

/**
 * GET /api/user/photos/events: Server-Sent Events, one `photo` event (the photo as My Photos
 * shows it) when one of the user's uploads has finished processing.
 */
@Controller()
export class PhotoEventsController {
  constructor(private readonly feed: ProcessedPhotosFeed) {}

  @HttpRoute(processedPhotos)
  stream(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    openEventStream(request, reply, (send, end) => this.feed.subscribe(userId, (photo) => send(PHOTO_PROCESSED_EVENT, photo), end));
  }
}
