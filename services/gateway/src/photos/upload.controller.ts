import { BadRequestException, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  createPhotoRpc,
  getUserRpc,
  storageUsageRpc,
  uploadPhotoFieldsSchema,
  type AcceptedUploadType,
  type Photo,
} from '@lumafolio/contracts';
import { RpcClient, type Logger } from '@lumafolio/server-common';
import { ObjectTooLargeError, type ObjectStorage } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { GATEWAY_LOGGER, OBJECT_STORAGE } from '../tokens.js';
import { HeadCapture, sniffImage, verifyDecodes } from './image-sniffer.js';

interface StoredImage {
  bytes: number;
  mimeType: AcceptedUploadType;
  width: number | null;
  height: number | null;
}

const FIELD_NAMES = new Set(['title', 'category', 'description', 'aiAltText', 'aiTags', 'imageType', 'exif']);

/**
 * POST /api/photos/upload: the `image` part streams straight to storage (never whole in
 * memory, never over NATS), checked by content; the answer comes once the original is
 * stored and the document written. Processing continues in the media worker.
 */
@Controller('api/photos')
export class UploadController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  @Post('upload')
  @HttpCode(201)
  @UseGuards(SessionGuard, UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  async upload(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<Photo> {
    if (!request.isMultipart()) throw new BadRequestException('Send the photo as multipart/form-data with an "image" file.');
    const usage = await this.rpc.call(storageUsageRpc, { userId });
    const remaining = usage.quotaBytes - usage.usedBytes;
    if (remaining <= 0) throw new HttpException(`Your storage is full (${usage.quotaFormatted}). Delete some photos to upload new ones.`, 413);

    const photoId = randomBytes(10).toString('hex');
    const key = `photo/${userId}/${photoId}/original`;
    const fields: Record<string, string> = {};
    let stored: StoredImage | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (FIELD_NAMES.has(part.fieldname)) fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'image' || stored) {
          part.file.resume();
          continue;
        }
        stored = await this.storeImage(part, key, Math.min(MAX_UPLOAD_BYTES, remaining), remaining < MAX_UPLOAD_BYTES);
      }
      if (!stored) throw new BadRequestException('Missing Information: please fill in all required fields and select an image.');
      const parsed = uploadPhotoFieldsSchema.safeParse({ ...fields, aiTags: parseTags(fields.aiTags), exif: parseExif(fields.exif) });
      if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Please fill in all required fields.');
      const user = await this.rpc.call(getUserRpc, { userId });
      return await this.rpc.call(createPhotoRpc, {
        userId,
        photoId,
        photographer: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        originalKey: key,
        mimeType: stored.mimeType,
        sizeBytes: stored.bytes,
        width: stored.width,
        height: stored.height,
        fields: parsed.data,
      });
    } catch (error) {
      // Nothing is left behind for a refused or failed upload.
      await this.storage.delete(key).catch((cleanupError: unknown) => this.logger.error({ err: cleanupError, key }, 'could not remove a refused upload'));
      throw error;
    }
  }

  private async storeImage(part: MultipartFile, key: string, maxBytes: number, quotaBound: boolean): Promise<StoredImage> {
    const capture = new HeadCapture();
    let bytes: number;
    try {
      const upload = this.storage.put(key, capture, { contentType: 'application/octet-stream', maxBytes });
      await pipeline(part.file, capture).catch(() => undefined);
      ({ bytes } = await upload);
    } catch (error) {
      if (error instanceof ObjectTooLargeError || part.file.truncated) {
        throw new HttpException(quotaBound ? 'This photo does not fit in your remaining storage.' : 'File too large: the maximum file size is 25MB.', 413);
      }
      throw error;
    }
    if (part.file.truncated) throw new HttpException('File too large: the maximum file size is 25MB.', 413);
    const sniffed = await sniffImage(capture.head());
    if (!sniffed.ok) throw new HttpException(sniffed.message, sniffed.status);
    // sharp's libvips has no HEVC decoder: the worker decodes HEIC with libheif (WebAssembly).
    const decodable = sniffed.mimeType === 'image/heic' || sniffed.mimeType === 'image/heif' || (await verifyDecodes((await this.storage.get(key)).body));
    if (!decodable) throw new HttpException('This image is damaged or incomplete. Please try another file.', 422);
    return { bytes, mimeType: sniffed.mimeType, width: sniffed.width, height: sniffed.height };
  }
}

/** The `exif` field is JSON (the original's camera details); anything else is a clear 400. */
function parseExif(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException('The exif field must be JSON with the camera details of the photo.');
  }
}

function parseTags(raw: string | undefined): unknown {
  if (!raw) return [];
  try {
    return JSON.parse(raw);
  } catch {
    return raw.split(',').map((tag) => tag.trim()).filter(Boolean);
  }
}
