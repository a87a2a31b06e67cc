import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_PROCESSED_EVENT } from '@lumafolio/contracts/paths';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { ProcessedPhotosFeed } from './processed-photos.feed.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** A stream ends after this long and the browser opens a new one: a session that has ended stops receiving. */
const STREAM_LIFETIME_MS = 15 * 60_000;

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
    const raw = reply.raw;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      raw.end();
    };
    const unsubscribe = this.feed.subscribe(userId, (photo) => raw.write(`event: ${PHOTO_PROCESSED_EVENT}\ndata: ${JSON.stringify(photo)}\n\n`), end);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
    request.raw.on('close', end);
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-request-id': String(request.id),
    });
    raw.write('retry: 3000\n\n');
  }
}
