import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HERO_FILE_PATTERN, heroImageIdSchema, heroPrefix } from '@lumafolio/contracts';
import type { ObjectStorage } from '@lumafolio/storage';
import { sendStoredImage } from '../http/stored-image.js';
import { InjectStorage } from '@lumafolio/server-common';

/**
 * Hero banner files, public by design: global banners, and the copies of a user's photo
 * they chose as their banner (shown even while the photo itself is private). Each name
 * carries its content hash, so a file is cached for a year.
 */
@Controller('api/heroes')
export class HeroFilesController {
  constructor(@InjectStorage() private readonly storage: ObjectStorage) {}

  @Get(':heroId/:file')
  async serve(@Param('heroId') heroId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const notFound = () => new NotFoundException(`Resource not found: ${request.url}`);
    if (!heroImageIdSchema.safeParse(heroId).success || !HERO_FILE_PATTERN.test(file)) throw notFound();
    await sendStoredImage(
      this.storage,
      reply,
      { key: `${heroPrefix(heroId)}${file}`, contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' },
      notFound,
    );
  }
}
