import { BadRequestException, Controller, HttpException, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { aiAnalyzeImageKey, analyzeImageRpc, type AiSuggestions } from '@lumafolio/contracts';
import { detectImageType, INVALID_PHOTO_TYPE, PHOTO_TYPES } from '@lumafolio/images/signatures';
import { InjectLogger, InjectStorage, RpcClient, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { readOneFileForm } from './image-form.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

const RPC_BUDGET_MS = 14_000;

/** A multipart body, read by the handler. */
const analyzeImage = defineHttpRoute({
  method: 'POST',
  path: '/api/photos/ai-analyze',
  tag,
  summary: "Suggestions for the upload form from the image's content",
  access: 'session',
  body: { kind: 'multipart', fields: z.object({}), files: { image: { required: true, description: 'The image to describe.' } } },
  status: 200,
  answer: json(analyzeImageRpc.response, 'Title, category, description, tags and alt text.'),
  errors: [413, 415, 422],
  rateLimited: true,
});

/**
 * POST /api/photos/ai-analyze: suggestions {title, category, description, tags, alt} for
 * the upload form, answered within the form's 15 s budget (spec 01 §9). The file is
 * checked by its signature (the photo upload's formats), then left in storage for media,
 * which decodes and shrinks it for the AI and deletes it.
 */
@Controller()
export class AiAnalyzeController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('ai-analyze')
  @HttpRoute(analyzeImage)
  async analyze(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<AiSuggestions> {
    if (!request.isMultipart()) throw new BadRequestException('Send the image as multipart/form-data with an "image" file.');
    const file = await readOneFileForm(request, {
      fieldName: 'image',
      missingMessage: 'Missing image.',
      tooLargeMessage: 'File too large: the maximum file size is 25MB.',
    });
    if (!(await detectImageType(file, PHOTO_TYPES))) throw new HttpException(INVALID_PHOTO_TYPE, 415);
    const key = aiAnalyzeImageKey(randomUUID());
    await this.storage.put(key, file, { contentType: 'application/octet-stream' });
    try {
      return await this.rpc.call(analyzeImageRpc, { key, userId }, RPC_BUDGET_MS);
    } finally {
      // Media deletes it once read; this covers a call that never reached it.
      await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'image for AI suggestions not removed'));
    }
  }
}
