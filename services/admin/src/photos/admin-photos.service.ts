import { Injectable } from '@nestjs/common';
import {
  adminPhotoThumbnailRpc,
  adminSetPhotoFlagsRpc,
  listAllPhotosRpc,
  listUsernamesRpc,
  type AdminPhoto,
  type MediaAdminPhoto,
  type Page,
  type PageRequest,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { AdminAuditLog } from '../audit/admin-audit-log.js';

/** The Featured Photos tab: every user's photos (from media), named by their photographer (from auth). */
@Injectable()
export class AdminPhotosService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AdminAuditLog,
  ) {}

  async list(page: Required<PageRequest>): Promise<Page<AdminPhoto>> {
    const found = await this.rpc.call(listAllPhotosRpc, { page });
    return { ...found, items: await this.withUsernames(found.items) };
  }

  async setFeatured(actorId: string, photoId: string, featured: boolean): Promise<AdminPhoto> {
    const photo = await this.rpc.call(adminSetPhotoFlagsRpc, { photoId, featured });
    const [named] = await this.withUsernames([photo]);
    await this.audit.record(
      actorId,
      featured ? 'photo.feature' : 'photo.unfeature',
      { kind: 'photo', id: photoId, label: photo.title },
      featured ? `featured (by ${named?.username ?? 'a removed account'})` : `unfeatured (by ${named?.username ?? 'a removed account'})`,
    );
    return named as AdminPhoto;
  }

  /**
   * A photo the admin bulk uploaded is in their account: featured when asked, and then made
   * public too (a featured photo shows on the home feed and the portfolio only when public).
   */
  async bulkUploaded(actorId: string, photoId: string, featured: boolean, fileName: string): Promise<AdminPhoto> {
    const photo = await this.rpc.call(adminSetPhotoFlagsRpc, featured ? { photoId, featured: true, isPublic: true } : { photoId, featured: false });
    const [named] = await this.withUsernames([photo]);
    await this.audit.record(
      actorId,
      'photo.bulk-upload',
      { kind: 'photo', id: photoId, label: photo.title },
      `uploaded ${fileName} to ${photo.category}${featured ? ', featured' : ''}`,
    );
    return named as AdminPhoto;
  }

  thumbnail(photoId: string): Promise<{ key: string; contentType: string }> {
    return this.rpc.call(adminPhotoThumbnailRpc, { photoId });
  }

  /** One call to auth per page, however many photographers it shows. */
  private async withUsernames(photos: MediaAdminPhoto[]): Promise<AdminPhoto[]> {
    const userIds = [...new Set(photos.map((photo) => photo.userId))];
    const names = userIds.length === 0 ? [] : await this.rpc.call(listUsernamesRpc, { userIds });
    const byId = new Map(names.map(({ userId, username }) => [userId, username]));
    return photos.map((photo) => ({ ...photo, username: byId.get(photo.userId) ?? null }));
  }
}
