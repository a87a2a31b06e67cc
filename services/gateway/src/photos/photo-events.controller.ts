import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_PROCESSED_EVENT } from '@lumafolio/contracts/paths';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { openEventStream } from '../http/event-stream.js';
import { ProcessedPhotosFeed } from './processed-photos.feed.js';

/**
 * GET /api/user/photos/events: Server-Sent Events, one `photo` event (the photo as My Photos
 * shows it) when one of the user's uploads has finished processing.
 */
@Controller('api/user/photos')
export class PhotoEventsController {
  constructor(private readonly feed: ProcessedPhotosFeed) {}

  @Get('events')
  @UseGuards(SessionGuard)
  stream(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    openEventStream(request, reply, (send, end) => this.feed.subscribe(userId, (photo) => send(PHOTO_PROCESSED_EVENT, photo), end));
  }
}
