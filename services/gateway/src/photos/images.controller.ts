import { Controller, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identifier, imageFileParamsSchema, signedImageQuerySchema, storageUserIdSchema } from '@lumafolio/contracts';
import { InjectStorage } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { sendStoredImage } from '../http/stored-image.js';
import { ImageFiles } from './image-files.service.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

/** Its inputs as documented; the handler reads them itself (see serve). */
const photoFile = defineHttpRoute({
  method: 'GET',
  path: '/api/images/:photoId/:file',
  tag,
  summary: "A photo's file",
  description:
    "A public photo's variant by its signed URL (`o`, `e`, `s`); without a signature, the owner's session. Anyone else gets the same 404 as for a photo that does not exist.",
  access: 'optional-session',
  params: imageFileParamsSchema,
  query: z.object({
    o: storageUserIdSchema.optional(),
    e: identifier(/^\d{1,12}$/).optional(),
    s: signedImageQuerySchema.shape.s.optional(),
  }),
  status: 200,
  answer: { kind: 'image', contentTypes: ['image/webp', 'image/avif', 'image/jpeg', 'image/png', 'application/octet-stream'], description: 'The file.' },
});

/**
 * Image files. A public photo's variants come by signed URL, served without asking media
 * (ADR 24); a private photo's files answer only its owner (anyone else gets the same 404
 * as for a photo that does not exist), and an original only ever its owner.
 */
@Controller()
export class ImagesController {
  constructor(
    private readonly files: ImageFiles,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /** Any address or signature that does not fit is the same 404 as a photo that does not exist, never the schema's 400. */
  @HttpRoute(photoFile)
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
