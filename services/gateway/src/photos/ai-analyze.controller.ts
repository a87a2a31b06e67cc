import { BadRequestException, Controller, HttpCode, HttpException, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_PIXELS, analyzeImageRpc, type AiSuggestions } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import sharp from 'sharp';
import { SessionGuard } from '../auth/session.guard.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { transformStream } from './image-sniffer.js';

/** What the AI sees: enough to recognise a scene, small enough for one NATS message. */
const AI_IMAGE_SIZE = 1024;
const RPC_BUDGET_MS = 14_000;

/**
 * POST /api/photos/ai-analyze: suggestions {title, category, description, tags, alt} for
 * the upload form, answered within the form's 15 s budget (spec 01 §9).
 */
@Controller('api/photos')
export class AiAnalyzeController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('ai-analyze')
  @HttpCode(200)
  @UseGuards(SessionGuard, UserRateLimitGuard)
  @RateLimitedPerUser('ai-analyze')
  async analyze(@Req() request: FastifyRequest): Promise<AiSuggestions> {
    if (!request.isMultipart()) throw new BadRequestException('Send the image as multipart/form-data with an "image" file.');
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw new BadRequestException('Missing image.');
    const resize = sharp({ limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AI_IMAGE_SIZE, AI_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 });
    let image: Buffer;
    try {
      image = await transformStream(part.file, resize);
    } catch {
      if (part.file.truncated) throw new HttpException('File too large: the maximum file size is 25MB.', 413);
      throw new HttpException('We could not read this image. Please try another file.', 422);
    }
    return this.rpc.call(analyzeImageRpc, { imageBase64: image.toString('base64') }, RPC_BUDGET_MS);
  }
}
