import { Injectable } from '@nestjs/common';
import { CLIENT_GALLERY_MESSAGES, CLIENT_GALLERY_VISITORS_MAX, type ClientGalleryView } from '@lumafolio/contracts';
import {
  ClientGalleryFavouriteRepository,
  ClientGalleryRepository,
  GalleryVisitorsFullError,
  PhotoRepository,
  type ClientGalleryDocument,
  type PhotoCard,
  type PhotoDocument,
} from '@lumafolio/dal';
import { rpcError } from '@lumafolio/server-common';
import { PhotographerNames } from '../photos/photographer-names.js';
import { GalleryAccessKeys, isExpired } from './gallery-access.js';
import { downloadFileName, downloadVariant, fileOf, toGalleryPhoto } from './gallery-photo-view.js';
import { verifyGalleryPassword } from './gallery-passwords.js';

export interface GalleryVisit {
  token: string;
  /** The unlock cookie's value. */
  access: string | null;
  requesterId: string | null;
}

export interface LocatedGalleryFile {
  key: string;
  contentType: string;
  fileName: string;
}

const notFound = () => rpcError(404, CLIENT_GALLERY_MESSAGES.notFound, 'NOT_FOUND');
const locked = () => rpcError(401, 'This gallery needs its password.', 'GALLERY_LOCKED');

/**
 * The visitors' side of client galleries (ADR 42). The token is the only way in: an unknown
 * token, or a photo that is not in the gallery, is a 404; an expired gallery a 410 (for
 * everyone, its owner too); a password gallery needs its unlock cookie except for its owner.
 */
@Injectable()
export class ClientGalleryVisitsService {
  constructor(
    private readonly galleries: ClientGalleryRepository,
    private readonly favourites: ClientGalleryFavouriteRepository,
    private readonly photos: PhotoRepository,
    private readonly keys: GalleryAccessKeys,
    private readonly photographers: PhotographerNames,
  ) {}

  async open(visit: GalleryVisit, visitorId: string | null): Promise<ClientGalleryView> {
    const gallery = await this.reachable(visit.token);
    if (!this.unlocked(gallery, visit)) return { status: 'locked', name: gallery.name };
    const [photos, mine, names] = await Promise.all([
      this.photosOf(gallery),
      visitorId ? this.favourites.ofVisitor(gallery._id, visitorId) : Promise.resolve({ photoIds: [], visitorName: '' }),
      this.photographers.of([gallery.ownerId]),
    ]);
    return {
      status: 'open',
      name: gallery.name,
      expiresAt: gallery.expiresAt?.toISOString() ?? null,
      download: gallery.download,
      photos: photos.map((photo) => toGalleryPhoto(photo, gallery.token, names.get(photo.userId) ?? null)),
      favourites: mine.photoIds,
      visitorName: mine.visitorName,
    };
  }

  async unlock(token: string, password: string): Promise<{ access: string }> {
    const gallery = await this.reachable(token);
    if (gallery.passwordHash === null) return { access: this.keys.keyFor(gallery) };
    if (!(await verifyGalleryPassword(gallery.passwordHash, password))) throw rpcError(401, CLIENT_GALLERY_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
    return { access: this.keys.keyFor(gallery) };
  }

  /** A variant to look at (any of the photo's), or the download the gallery allows (403 when off). */
  async file(visit: GalleryVisit, photoId: string, wanted: { purpose: 'view'; file: string } | { purpose: 'download' }): Promise<LocatedGalleryFile> {
    const gallery = await this.reachable(visit.token);
    if (!this.unlocked(gallery, visit)) throw locked();
    const photo = await this.photoIn(gallery, photoId);
    if (wanted.purpose === 'view') {
      const variant = photo.variants.find((v) => fileOf(v) === wanted.file);
      if (!variant) throw notFound();
      return { key: variant.key, contentType: `image/${variant.format}`, fileName: downloadFileName(photo, variant) };
    }
    if (gallery.download === 'off') throw rpcError(403, CLIENT_GALLERY_MESSAGES.downloadsOff, 'DOWNLOADS_OFF');
    if (gallery.download === 'original') return { key: photo.originalKey, contentType: photo.mimeType, fileName: downloadFileName(photo, null) };
    const variant = downloadVariant(photo, gallery.download);
    if (!variant) throw notFound();
    return { key: variant.key, contentType: `image/${variant.format}`, fileName: downloadFileName(photo, variant) };
  }

  async setFavourite(
    visit: GalleryVisit,
    visitorId: string,
    photoId: string,
    change: { favourite: boolean; visitorName: string },
  ): Promise<{ favourites: string[] }> {
    const gallery = await this.reachable(visit.token);
    if (!this.unlocked(gallery, visit)) throw locked();
    await this.photoIn(gallery, photoId);
    try {
      return { favourites: await this.favourites.set({ galleryId: gallery._id, visitorId, photoId, ...change }, CLIENT_GALLERY_VISITORS_MAX) };
    } catch (error) {
      if (error instanceof GalleryVisitorsFullError) throw rpcError(409, CLIENT_GALLERY_MESSAGES.visitorsFull, 'GALLERY_VISITORS_FULL');
      throw error;
    }
  }

  private async reachable(token: string): Promise<ClientGalleryDocument> {
    const gallery = await this.galleries.findByToken(token);
    if (!gallery) throw notFound();
    if (isExpired(gallery)) throw rpcError(410, CLIENT_GALLERY_MESSAGES.expired, 'GALLERY_EXPIRED');
    return gallery;
  }

  private unlocked(gallery: ClientGalleryDocument, visit: GalleryVisit): boolean {
    return gallery.passwordHash === null || visit.requesterId === gallery.ownerId || this.keys.matches(gallery, visit.access);
  }

  /** The gallery's photos still there, in its order, that have something to show (their cards: from the read model, ADR 46). */
  private async photosOf(gallery: ClientGalleryDocument): Promise<PhotoCard[]> {
    const found = new Map((await this.photos.findCardsOwned(gallery.ownerId, gallery.photoIds)).map((photo) => [photo._id, photo]));
    return gallery.photoIds.map((id) => found.get(id)).filter((photo): photo is PhotoCard => photo !== undefined && photo.variants.length > 0);
  }

  private async photoIn(gallery: ClientGalleryDocument, photoId: string): Promise<PhotoDocument> {
    if (!gallery.photoIds.includes(photoId)) throw notFound();
    const photo = await this.photos.findOwned(gallery.ownerId, photoId);
    if (!photo) throw notFound();
    return photo;
  }
}
