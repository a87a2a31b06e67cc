import { BadRequestException, Body, Delete, Get, HttpCode, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminDeleteFileRpc,
  adminListUserStorageRpc,
  adminRestoreFileRpc,
  adminUsersQuerySchema,
  deleteFileRequestSchema,
  listAdminUsersRpc,
  restoreFileRequestSchema,
  storageListingQuerySchema,
  toPageRequest,
  type AdminUser,
  type Page,
  type UserStorageListing,
} from '@lumafolio/contracts';
import { InjectStorage, RpcClient } from '@lumafolio/server-common';
import { ObjectNotFoundError, parsePhotoKey, type ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { AdminController } from './admin-routes.js';

const fileQuerySchema = z.object({ key: z.string({ error: 'Say which file.' }).min(1, 'Say which file.').max(1024) });

/** The Object Storage browser (spec 02 §2, §7): users, their folder a page at a time, and repairs of orphaned files. */
@AdminController()
export class AdminObjectStorageController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /** The user picker: the Users tab's listing (newest first, `q` searching names, usernames and e-mails). */
  @Get('object-storage/users')
  users(@Query() query: unknown): Promise<Page<AdminUser>> {
    const parsed = adminUsersQuerySchema.parse(query ?? {});
    return this.rpc.call(listAdminUsersRpc, { q: parsed.q ?? '', ...toPageRequest(parsed) });
  }

  @Get('object-storage/user/:userId')
  files(@Param('userId') userId: string, @Query() query: unknown): Promise<UserStorageListing> {
    const { cursor, limit } = storageListingQuerySchema.parse(query ?? {});
    return this.rpc.call(adminListUserStorageRpc, { userId, cursor: cursor ?? null, limit });
  }

  @Post('object-storage/restore-file')
  @HttpCode(201)
  restore(@CurrentUserId() actorId: string, @Body() body: unknown) {
    return this.rpc.call(adminRestoreFileRpc, { actorId, ...restoreFileRequestSchema.parse(body ?? {}) });
  }

  @Delete('object-storage/delete-file')
  @HttpCode(200)
  delete(@CurrentUserId() actorId: string, @Body() body: unknown) {
    return this.rpc.call(adminDeleteFileRpc, { actorId, ...deleteFileRequestSchema.parse(body ?? {}) });
  }

  /**
   * Any file of the photo store, for the browser's thumbnails and its Open button. Only images
   * are shown inline; anything else downloads, and nothing it holds can run (sandbox).
   */
  @Get('object-storage/file')
  async file(@Query() query: unknown, @Res() reply: FastifyReply): Promise<void> {
    const parsed = fileQuerySchema.safeParse(query ?? {});
    if (!parsed.success || !parsePhotoKey(parsed.data.key)) throw new BadRequestException('Only files of the photo store can be opened here.');
    let object;
    try {
      object = await this.storage.get(parsed.data.key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new NotFoundException('This file is no longer in storage.');
      if (error instanceof Error && /Invalid storage key/.test(error.message))
        throw new BadRequestException('Only files of the photo store can be opened here.');
      throw error;
    }
    const type = object.contentType ?? '';
    const image = type.startsWith('image/');
    await reply
      .header('content-type', image ? type : 'application/octet-stream')
      .header('content-length', object.bytes)
      .header('content-disposition', image ? 'inline' : 'attachment')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(object.body);
  }
}
