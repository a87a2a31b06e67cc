import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { imageFileParamsSchema } from '@lumafolio/contracts';
import { InjectStorage } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { sendStoredImage } from '../http/stored-image.js';
import { ImageFiles } from './image-files.service.js';

/**
 * Image files. A public photo's variants come by signed URL, served without asking media
 * (ADR 24); a private photo's files answer only its owner (anyone else gets the same 404
 * as for a photo that does not exist), and an original only ever its owner.
 */
@Controller('api/images')
export class ImagesController {
  constructor(
    private readonly files: ImageFiles,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @Get(':photoId/:file')
  async serve(
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const notFound = () => new NotFoundException(`Resource not found: ${request.url}`);
    const params = imageFileParamsSchema.safeParse({ photoId, file });
    if (!params.success) throw notFound();
    const located = await this.files.locate(params.data.photoId, params.data.file, query, request);
    if (!located) throw notFound();
    await sendStoredImage(this.storage, reply, located, notFound);
  }
}
