import { BadRequestException, Controller, NotFoundException, Query, Res } from '@nestjs/common';
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
  verbatimText,
} from '@lumafolio/contracts';
import { InjectStorage, RpcClient } from '@lumafolio/server-common';
import { ObjectNotFoundError, parsePhotoKey, type ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';

const tag = ADMIN_TAGS.photos;

const userPicker = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/object-storage/users',
  tag,
  summary: 'The storage browser’s user picker',
  access: 'admin',
  query: adminUsersQuerySchema,
  status: 200,
  answer: json(listAdminUsersRpc.response, 'A page of users.'),
});

const userFiles = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/object-storage/user/:userId',
  tag,
  summary: "A user's files, a page at a time",
  access: 'admin',
  query: storageListingQuerySchema,
  status: 200,
  answer: json(adminListUserStorageRpc.response, 'A page of files.'),
});

const restoreFile = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/object-storage/restore-file',
  tag,
  summary: 'Restore an orphaned file as a photo',
  access: 'admin',
  body: { kind: 'json', schema: restoreFileRequestSchema },
  status: 201,
  answer: json(adminRestoreFileRpc.response, 'Restored.'),
  errors: [409],
});

const deleteFile = defineHttpRoute({
  method: 'DELETE',
  path: '/api/admin/object-storage/delete-file',
  tag,
  summary: 'Delete an orphaned file',
  access: 'admin',
  body: { kind: 'json', schema: deleteFileRequestSchema },
  status: 200,
  answer: json(adminDeleteFileRpc.response, 'Deleted.'),
  errors: [409],
});

/** The query as documented; the handler reads its own (see fileQuerySchema). */
const storedFile = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/object-storage/file',
  tag,
  summary: 'Any file of the photo store (images inline, the rest downloads)',
  access: 'admin',
  query: z.object({ key: verbatimText().min(1).max(1024) }),
  status: 200,
  answer: { kind: 'file', description: 'The file, sandboxed.' },
});

/** Any key that is not a file of the photo store gets the same 400, whatever the schema would say. */
const fileQuerySchema = z.object({ key: z.string({ error: 'Say which file.' }).min(1, 'Say which file.').max(1024) });

/** The Object Storage browser (spec 02 §2, §7): users, their folder a page at a time, and repairs of orphaned files. */
@Controller()
export class AdminObjectStorageController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /** The user picker: the Users tab's listing (newest first, `q` searching names, usernames and e-mails). */
  @HttpRoute(userPicker)
  users(@RouteInput() { query }: RouteInput<typeof userPicker>): Promise<Page<AdminUser>> {
    return this.rpc.call(listAdminUsersRpc, { q: query.q ?? '', ...toPageRequest(query) });
  }

  @HttpRoute(userFiles)
  files(@RouteInput() { params, query }: RouteInput<typeof userFiles>): Promise<UserStorageListing> {
    return this.rpc.call(adminListUserStorageRpc, { userId: params.userId, cursor: query.cursor ?? null, limit: query.limit });
  }

  @HttpRoute(restoreFile)
  restore(@CurrentUserId() actorId: string, @RouteInput() { body }: RouteInput<typeof restoreFile>) {
    return this.rpc.call(adminRestoreFileRpc, { actorId, ...body });
  }

  @HttpRoute(deleteFile)
  delete(@CurrentUserId() actorId: string, @RouteInput() { body }: RouteInput<typeof deleteFile>) {
    return this.rpc.call(adminDeleteFileRpc, { actorId, ...body });
  }

  /**
   * Any file of the photo store, for the browser's thumbnails and its Open button. Only images
   * are shown inline; anything else downloads, and nothing it holds can run (sandbox).
   */
  @HttpRoute(storedFile)
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
