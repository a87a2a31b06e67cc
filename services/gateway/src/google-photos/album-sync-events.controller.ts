import { Controller, Req, Res } from '@nestjs/common';
import { GOOGLE_PHOTOS_SYNC_EVENT, googlePhotoSetProgressSchema } from '@lumafolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserId } from '../auth/session.guard.js';
import { openEventStream } from '../http/event-stream.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { AlbumSyncFeed } from './album-sync.feed.js';
import { GOOGLE_PHOTOS_TAG } from './google-photos-connect.controller.js';

const albumSyncEvents = defineHttpRoute({
  method: 'GET',
  path: '/api/google-photos/events',
  tag: GOOGLE_PHOTOS_TAG,
  summary: "Server-Sent Events: an import's progress",
  access: 'session',
  status: 200,
  answer: {
    kind: 'event-stream',
    events: { [GOOGLE_PHOTOS_SYNC_EVENT]: googlePhotoSetProgressSchema },
    description: "One `album-sync` event (a set's progress) per item done.",
  },
  rateLimited: true,
  notFuzzedSignedIn: 'an endless stream',
});

/** GET /api/google-photos/events: Server-Sent Events, one `album-sync` event (a set's progress) each time one of its items is done. */
@Controller()
export class AlbumSyncEventsController {
  constructor(private readonly feed: AlbumSyncFeed) {}

  @HttpRoute(albumSyncEvents)
  stream(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    openEventStream(request, reply, (send, end) => this.feed.subscribe(userId, (progress) => send(GOOGLE_PHOTOS_SYNC_EVENT, progress), end));
  }
}
