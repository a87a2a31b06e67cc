import { Controller, NotFoundException, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PRINT_LONG_EDGES, photoDownloadChoiceOf, photoDownloadQuerySchema, photoDownloadRpc, photoIdSchema } from '@lumafolio/contracts';
import { InjectStorage, RpcClient } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { CurrentUserId } from '../../auth/session.guard.js';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../../http/http-route.js';
import { sendStoredImage } from '../../http/stored-image.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../../security/user-rate-limit.guard.js';
import { PHOTOS_TAG as tag } from '../photos-tag.js';

const PHOTO_NOT_FOUND = 'Photo not found.';
/** Media may make a JPEG of a large original first, after waiting for a free decode slot. */
const DOWNLOAD_RPC_BUDGET_MS = 45_000;

const downloadPhoto = defineHttpRoute({
  method: 'GET',
  path: '/api/user/photos/:id/download',
  tag,
  summary: 'Downloads one of my photos: its original file, or a JPEG for print',
  description: `Without \`format\` (or \`format=original\`), the original file as it was uploaded, byte for byte, camera metadata (GPS included) and all. With \`format=jpeg\`, a JPEG for print labs made from it: upright, sRGB, quality 92, without its metadata, at the photo's full size (\`size=full\`, the default) or at most ${PRINT_LONG_EDGES.join(', ')} pixels on its long edge (a size the photo does not reach gives its full size; never enlarged). Each JPEG is made once and kept with the photo. Anyone else's photo is the same 404 as one that does not exist; 422 when the original cannot be decoded into a JPEG.`,
  access: 'session',
  rateLimited: true,
  params: z.object({ id: photoIdSchema }),
  notFoundWhenMalformed: { id: PHOTO_NOT_FOUND },
  query: photoDownloadQuerySchema,
  status: 200,
  answer: { kind: 'file', description: 'The file, as an attachment named after the photo’s title.' },
  errors: [404, 422],
});

/**
 * An owner's downloads of one photo (ADR 62): media says which stored file (making a JPEG for
 * print first if none is kept yet), and the file is streamed from storage here, as it is.
 */
@Controller()
export class PhotoDownloadController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-download')
  @HttpRoute(downloadPhoto)
  async download(
    @CurrentUserId() userId: string,
    @RouteInput() { params, query }: RouteInput<typeof downloadPhoto>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.rpc.call(photoDownloadRpc, { userId, photoId: params.id, choice: photoDownloadChoiceOf(query) }, DOWNLOAD_RPC_BUDGET_MS);
    void reply.header('content-disposition', attachmentDisposition(file.fileName));
    await sendStoredImage(
      this.storage,
      reply,
      { key: file.key, contentType: file.contentType, cacheControl: 'private, no-store' },
      () => new NotFoundException(PHOTO_NOT_FOUND),
    );
  }
}
