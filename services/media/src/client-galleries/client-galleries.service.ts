import { Injectable } from '@nestjs/common';
import {
  CLIENT_GALLERIES_PER_USER_MAX,
  CLIENT_GALLERY_MESSAGES,
  type ClientGalleryFavourites,
  type OwnClientGallery,
  type ParsedRpcRequest,
  type createClientGalleryRpc,
  type updateClientGalleryRpc,
} from '@lumafolio/contracts';
import {
  ClientGalleryFavouriteRepository,
  ClientGalleryRepository,
  PhotoRepository,
  type ClientGalleryChanges,
  type ClientGalleryDocument,
} from '@lumafolio/dal';
import { rpcError } from '@lumafolio/server-common';
import { isExpired, newGalleryId, newGalleryToken } from './gallery-access.js';
import { hashGalleryPassword } from './gallery-passwords.js';

type NewGallery = ParsedRpcRequest<typeof createClientGalleryRpc>['gallery'];
type GalleryChange = ParsedRpcRequest<typeof updateClientGalleryRpc>['change'];

const notFound = () => rpcError(404, CLIENT_GALLERY_MESSAGES.notFound, 'NOT_FOUND');

/** The photographer's side of client galleries (ADR 42): each call is scoped to its owner. */
@Injectable()
export class ClientGalleriesService {
  constructor(
    private readonly galleries: ClientGalleryRepository,
    private readonly favourites: ClientGalleryFavouriteRepository,
    private readonly photos: PhotoRepository,
  ) {}

  async list(userId: string): Promise<OwnClientGallery[]> {
    const docs = await this.galleries.listByOwner(userId, CLIENT_GALLERIES_PER_USER_MAX);
    const counts = await this.favourites.visitorCounts(docs.map((doc) => doc._id));
    return docs.map((doc) => toOwnGallery(doc, counts.get(doc._id) ?? 0));
  }

  async create(userId: string, gallery: NewGallery): Promise<OwnClientGallery> {
    if ((await this.galleries.countOfOwner(userId)) >= CLIENT_GALLERIES_PER_USER_MAX) throw rpcError(409, CLIENT_GALLERY_MESSAGES.tooMany);
    await this.checkOwnPhotos(userId, gallery.photoIds);
    const now = new Date();
    const doc: ClientGalleryDocument = {
      _id: newGalleryId(),
      ownerId: userId,
      name: gallery.name,
      token: newGalleryToken(),
      photoIds: gallery.photoIds,
      passwordHash: gallery.password === null ? null : await hashGalleryPassword(gallery.password),
      expiresAt: gallery.expiresAt === null ? null : new Date(gallery.expiresAt),
      download: gallery.download,
      createdAt: now,
      updatedAt: now,
    };
    await this.galleries.insert(doc);
    return toOwnGallery(doc, 0);
  }

  async update(userId: string, id: string, change: GalleryChange): Promise<OwnClientGallery> {
    const changes: ClientGalleryChanges = {};
    if (change.name !== undefined) changes.name = change.name;
    if (change.photoIds !== undefined) changes.photoIds = await this.keptPhotos(userId, id, change.photoIds);
    if (change.download !== undefined) changes.download = change.download;
    if (change.expiresAt !== undefined) changes.expiresAt = change.expiresAt === null ? null : new Date(change.expiresAt);
    if (change.password !== undefined) changes.passwordHash = change.password === null ? null : await hashGalleryPassword(change.password);
    const updated = await this.galleries.updateOwned(userId, id, changes);
    if (!updated) throw notFound();
    const counts = await this.favourites.visitorCounts([id]);
    return toOwnGallery(updated, counts.get(id) ?? 0);
  }

  async remove(userId: string, id: string): Promise<{ deleted: true }> {
    const removed = await this.galleries.deleteOwned(userId, id);
    if (!removed) throw notFound();
    await this.favourites.deleteOfGalleries([id]);
    return { deleted: true };
  }

  async favouritesOf(userId: string, id: string): Promise<ClientGalleryFavourites> {
    const gallery = await this.galleries.findOwned(userId, id);
    if (!gallery) throw notFound();
    const [lists, photos] = await Promise.all([this.favourites.listOfGallery(id), this.photos.findManyOwned(userId, gallery.photoIds)]);
    const titles = new Map(photos.map((photo) => [photo._id, photo.title]));
    const counts = new Map<string, number>();
    for (const list of lists) for (const photoId of list.photoIds) if (titles.has(photoId)) counts.set(photoId, (counts.get(photoId) ?? 0) + 1);
    return {
      photos: [...counts]
        .map(([photoId, count]) => ({ photoId, title: titles.get(photoId) ?? '', count }))
        .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title)),
      visitors: lists
        .map((list) => ({ name: list.visitorName, photoIds: list.photoIds.filter((photoId) => titles.has(photoId)), updatedAt: list.updatedAt.toISOString() }))
        .filter((visitor) => visitor.photoIds.length > 0),
    };
  }

  /** Account deletion: the user's galleries and their visitors' favourites. */
  async deleteAllOfUser(userId: string): Promise<void> {
    const ids = await this.galleries.deleteAllOfOwner(userId);
    await this.favourites.deleteOfGalleries(ids);
  }

  /**
   * The photos an edit keeps: each must be one of the user's, except those the gallery held
   * and that were deleted since (an edit form opened before a delete), which are left out.
   */
  private async keptPhotos(userId: string, galleryId: string, photoIds: readonly string[]): Promise<string[]> {
    const owned = new Set(await this.photos.ownedIds(userId, photoIds));
    if (photoIds.every((photoId) => owned.has(photoId))) return [...photoIds];
    const gallery = await this.galleries.findOwned(userId, galleryId);
    if (!gallery) throw notFound();
    const held = new Set(gallery.photoIds);
    if (photoIds.some((photoId) => !owned.has(photoId) && !held.has(photoId))) throw rpcError(400, CLIENT_GALLERY_MESSAGES.notYourPhoto);
    return photoIds.filter((photoId) => owned.has(photoId));
  }

  private async checkOwnPhotos(userId: string, photoIds: readonly string[]): Promise<void> {
    const owned = await this.photos.ownedIds(userId, photoIds);
    if (owned.length !== photoIds.length) throw rpcError(400, CLIENT_GALLERY_MESSAGES.notYourPhoto);
  }
}

function toOwnGallery(doc: ClientGalleryDocument, favouriteVisitors: number): OwnClientGallery {
  return {
    id: doc._id,
    name: doc.name,
    token: doc.token,
    photoIds: doc.photoIds,
    hasPassword: doc.passwordHash !== null,
    expiresAt: doc.expiresAt?.toISOString() ?? null,
    expired: isExpired(doc),
    download: doc.download,
    favouriteVisitors,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
