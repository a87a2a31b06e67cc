import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { photoIdSchema, resolvePhotoFileRpc } from '@lumafolio/contracts';
import { InjectStorage, RpcCallError, RpcClient } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { SessionsService } from '../session/sessions.service.js';

const fileParam = /^(original|w\d{2,5}\.(webp|avif|jpeg))$/;

/**
 * Image files. A private photo's files answer only its owner (anyone else gets the same
 * 404 as for a photo that does not exist); public variants are cached for a year, since
 * a variant's bytes never change under its URL.
 */
@Controller('api/images')
export class ImagesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @Get(':photoId/:file')
  async serve(@Param('photoId') photoId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const id = photoIdSchema.safeParse(photoId);
    if (!id.success || !fileParam.test(file)) throw new NotFoundException(`Resource not found: ${request.url}`);
    const requesterId = (await this.sessions.currentUserId(request)) ?? null;
    let located;
    try {
      located = await this.rpc.call(resolvePhotoFileRpc, { photoId: id.data, file, requesterId });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) throw new NotFoundException(`Resource not found: ${request.url}`);
      throw error;
    }
    let object;
    try {
      object = await this.storage.get(located.key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new NotFoundException(`Resource not found: ${request.url}`);
      throw error;
    }
    await reply
      .header('content-type', located.contentType)
      .header('content-length', object.bytes)
      .header('cache-control', located.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(object.body);
  }
}
