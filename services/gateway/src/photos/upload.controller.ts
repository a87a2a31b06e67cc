import { BadRequestException, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  abortUploadRpc,
  beginUploadRpc,
  createPhotoRpc,
  getUserRpc,
  uploadPhotoFieldsSchema,
  type AcceptedUploadType,
  type Photo,
  type RpcResponse,
} from '@lumafolio/contracts';
import { sniffPhoto } from '@lumafolio/images';
import { RpcClient, type Logger } from '@lumafolio/server-common';
import { ObjectTooLargeError, type ObjectStorage } from '@lumafolio/storage';
import { pipeline } from 'node:stream/promises';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { GATEWAY_LOGGER, OBJECT_STORAGE } from '../tokens.js';
import { DecodeSlots } from './decode-slots.js';
import { HeadCapture, verifyDecodes } from './upload-stream.js';

interface StoredImage {
  bytes: number;
  mimeType: AcceptedUploadType;
  width: number | null;
  height: number | null;
}

type BegunUpload = RpcResponse<typeof beginUploadRpc>;

const FIELD_NAMES = new Set(['title', 'category', 'description', 'aiAltText', 'aiTags', 'imageType', 'exif']);
const FILE_TOO_LARGE = 'File too large: the maximum file size is 25MB.';

/**
 * POST /api/photos/upload: the media service opens the upload (photo id, storage key and
 * a hold on the user's quota), the `image` part streams straight to storage (never whole
 * in memory, never over NATS), checked by content; the answer comes once the original is
 * stored and the document written. Processing continues in the media worker.
 */
@Controller('api/photos')
export class UploadController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly decodeSlots: DecodeSlots,
  ) {}

  @Post('upload')
  @HttpCode(201)
  @UseGuards(SessionGuard, UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  async upload(@CurrentUserId() userId: string, @Req() request: FastifyRequest): Promise<Photo> {
    if (!request.isMultipart()) throw new BadRequestException('Send the photo as multipart/form-data with an "image" file.');
    // The body's declared length bounds the file: only that much quota is held.
    const declared = Number(request.headers['content-length']);
    const expectedBytes = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
    const upload = await this.rpc.call(beginUploadRpc, { userId, expectedBytes });

    const fields: Record<string, string> = {};
    let stored: StoredImage | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (FIELD_NAMES.has(part.fieldname)) fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'image') {
          part.file.resume();
          continue;
        }
        if (stored) throw new HttpException('Send one image per upload.', 413);
        stored = await this.storeImage(part, upload);
      }
      if (!stored) throw new BadRequestException('Missing Information: please fill in all required fields and select an image.');
      const parsed = uploadPhotoFieldsSchema.safeParse({ ...fields, aiTags: parseTags(fields.aiTags), exif: parseExif(fields.exif) });
      if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Please fill in all required fields.');
      const user = await this.rpc.call(getUserRpc, { userId });
      return await this.rpc.call(createPhotoRpc, {
        userId,
        uploadId: upload.uploadId,
        photographer: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        mimeType: stored.mimeType,
        sizeBytes: stored.bytes,
        width: stored.width,
        height: stored.height,
        fields: parsed.data,
      });
    } catch (error) {
      // Nothing is left behind for a refused or failed upload, and its quota hold ends.
      await this.rpc.call(abortUploadRpc, { userId, uploadId: upload.uploadId, photoId: upload.photoId }).catch((abortError: unknown) => {
        this.logger.error({ err: abortError, key: upload.storageKey }, 'could not abort a refused upload');
      });
      throw error;
    }
  }

  private async storeImage(part: MultipartFile, upload: BegunUpload): Promise<StoredImage> {
    const tooLarge = () => new HttpException(upload.quotaBound ? 'This photo does not fit in your remaining storage.' : FILE_TOO_LARGE, 413);
    const capture = new HeadCapture();
    let bytes: number;
    try {
      const put = this.storage.put(upload.storageKey, capture, { contentType: 'application/octet-stream', maxBytes: upload.maxBytes });
      await pipeline(part.file, capture).catch(() => undefined);
      ({ bytes } = await put);
    } catch (error) {
      if (error instanceof ObjectTooLargeError || part.file.truncated) throw tooLarge();
      throw error;
    }
    if (part.file.truncated) throw tooLarge();
    const sniffed = await sniffPhoto(capture.head());
    if (!sniffed.ok) throw new HttpException(sniffed.message, sniffed.status);
    // sharp's libvips has no HEVC decoder: the worker decodes HEIC with libheif (WebAssembly).
    const heif = sniffed.mimeType === 'image/heic' || sniffed.mimeType === 'image/heif';
    const decodable = heif || (await this.decodeSlots.run(async () => verifyDecodes((await this.storage.get(upload.storageKey)).body)));
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
