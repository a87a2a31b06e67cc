import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HERO_FILE_PATTERN, heroImageIdSchema, heroPrefix } from '@lumafolio/contracts';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
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
    let object;
    try {
      object = await this.storage.get(`${heroPrefix(heroId)}${file}`);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound();
      throw error;
    }
    await reply
      .header('content-type', 'image/webp')
      .header('content-length', object.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(object.body);
  }
}
