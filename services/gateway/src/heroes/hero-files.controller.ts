import { Controller, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HERO_FILE_PATTERN, heroImageIdSchema, heroPrefix, identifier } from '@lumafolio/contracts';
import type { ObjectStorage } from '@lumafolio/storage';
import { InjectStorage } from '@lumafolio/server-common';
import { z } from 'zod';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { sendStoredImage } from '../http/stored-image.js';
import { webpImage } from '../openapi/api-route.js';
import { HERO_BANNERS_TAG } from './hero-images.controller.js';

/** A file that cannot exist is the same 404 as one that does not. */
const resourceNotFound = (_value: string, url: string) => `Resource not found: ${url}`;

const heroFile = defineHttpRoute({
  method: 'GET',
  path: '/api/heroes/:heroId/:file',
  tag: HERO_BANNERS_TAG,
  summary: 'A hero banner file',
  access: 'anonymous',
  params: z.object({ heroId: heroImageIdSchema, file: identifier(HERO_FILE_PATTERN) }),
  notFoundWhenMalformed: { heroId: resourceNotFound, file: resourceNotFound },
  status: 200,
  answer: webpImage('The file (cached for a year: its name carries its content hash).'),
});

/**
 * Hero banner files, public by design: global banners, and the copies of a user's photo
 * they chose as their banner (shown even while the photo itself is private). Each name
 * carries its content hash, so a file is cached for a year.
 */
@Controller()
export class HeroFilesController {
  constructor(@InjectStorage() private readonly storage: ObjectStorage) {}

  @HttpRoute(heroFile)
  async serve(@RouteInput() { params }: RouteInput<typeof heroFile>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendStoredImage(
      this.storage,
      reply,
      { key: `${heroPrefix(params.heroId)}${params.file}`, contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' },
      () => new NotFoundException(resourceNotFound(params.file, request.url)),
    );
  }
}
