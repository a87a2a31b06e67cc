import { Injectable } from '@nestjs/common';
import { avatarUploadKey, getUserRpc, MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_MESSAGES, setProfileImageRpc, type CurrentUser } from '@lumafolio/contracts';
import { PhotoRepository } from '@lumafolio/dal';
import { DecodeSlots, InjectLogger, InjectStorage, rpcError, RpcClient, type Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage, type StoredObject } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { renderAvatar } from './avatar-image.js';

const avatarUrl = (userId: string, file: string) => `/api/avatars/${userId}/${file}`;

/**
 * Profile pictures (spec 01 §4/§5): made from an upload the gateway left in storage, or
 * from one of the user's own photos. Each new picture gets a new file name, so its URL can
 * be cached forever; auth keeps the URL, and the file it replaces is removed.
 */
@Injectable()
export class AvatarsService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly rpc: RpcClient,
    private readonly renders: DecodeSlots,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async fromUpload(userId: string, uploadId: string): Promise<CurrentUser> {
    const key = avatarUploadKey(userId, uploadId);
    try {
      const upload = await this.read(key, () => rpcError(404, 'The uploaded picture was not found.', 'NOT_FOUND'));
      if (upload.bytes > MAX_PROFILE_IMAGE_BYTES) {
        upload.body.destroy();
        throw rpcError(413, PROFILE_IMAGE_MESSAGES.tooLarge);
      }
      return await this.replace(userId, await this.render(upload));
    } finally {
      await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, userId, key }, 'uploaded profile picture not removed'));
    }
  }

  async fromPhoto(userId: string, photoId: string): Promise<CurrentUser> {
    const photo = await this.photos.findOwned(userId, photoId);
    if (!photo) throw rpcError(404, 'Photo not found.', 'NOT_FOUND');
    // Our own stored original: checked by content and size when it was taken in.
    const original = await this.read(photo.originalKey, () => rpcError(404, 'Photo not found.', 'NOT_FOUND'));
    return this.replace(userId, await this.render(original));
  }

  private async read(key: string, missing: () => Error): Promise<StoredObject> {
    try {
      return await this.storage.get(key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw missing();
      throw error;
    }
  }

  private async render(object: StoredObject): Promise<Buffer> {
    const file = Buffer.concat((await object.body.toArray()) as Buffer[]);
    return this.renders.run(() => renderAvatar(file));
  }

  /** The new file first, then auth's URL, then the old file: a failure never leaves a URL without its file. */
  private async replace(userId: string, avatar: Buffer): Promise<CurrentUser> {
    const previous = (await this.rpc.call(getUserRpc, { userId })).profileImageUrl;
    const file = `${randomBytes(12).toString('hex')}.webp`;
    await this.storage.put(`avatar/${userId}/${file}`, avatar, { contentType: 'image/webp' });
    const user = await this.rpc.call(setProfileImageRpc, { userId, profileImageUrl: avatarUrl(userId, file) });
    const oldFile = previous?.startsWith(avatarUrl(userId, '')) ? previous.slice(previous.lastIndexOf('/') + 1) : null;
    if (oldFile) {
      await this.storage
        .delete(`avatar/${userId}/${oldFile}`)
        .catch((error: unknown) => this.logger.warn({ err: error, userId }, 'old profile picture not removed'));
    }
    this.logger.info({ userId, file, replaced: oldFile }, 'profile picture set');
    return user;
  }
}
