import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { GOOGLE_PHOTOS_SYNC_EVENT } from '@lumafolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { openEventStream } from '../http/event-stream.js';
import { AlbumSyncFeed } from './album-sync.feed.js';

/** GET /api/google-photos/events: Server-Sent Events, one `album-sync` event (a set's progress) each time one of its items is done. */
@Controller('api/google-photos')
export class AlbumSyncEventsController {
  constructor(private readonly feed: AlbumSyncFeed) {}

  @Get('events')
  @UseGuards(SessionGuard)
  stream(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    openEventStream(request, reply, (send, end) => this.feed.subscribe(userId, (progress) => send(GOOGLE_PHOTOS_SYNC_EVENT, progress), end));
  }
}
