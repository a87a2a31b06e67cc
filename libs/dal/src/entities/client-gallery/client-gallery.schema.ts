import { Schema } from 'mongoose';
import type { ClientGalleryDownload } from '@lumafolio/contracts';
import { defineEntity } from '../../writes/entity.js';

export const CLIENT_GALLERY_COLLECTION = 'client_galleries';

/**
 * Owned by the media service (ADR 42): a set of the owner's photos shared by an unlisted
 * link. `token` is the link's secret; `passwordHash` is argon2id (null: no password).
 */
export interface ClientGalleryDocument {
  _id: string;
  ownerId: string;
  name: string;
  token: string;
  photoIds: string[];
  passwordHash: string | null;
  expiresAt: Date | null;
  download: ClientGalleryDownload;
  createdAt: Date;
  updatedAt: Date;
}

export const clientGallerySchema = new Schema<ClientGalleryDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    name: { type: String, required: true },
    token: { type: String, required: true },
    photoIds: { type: [String], default: [] },
    passwordHash: { type: String, default: null },
    expiresAt: { type: Date, default: null },
    download: { type: String, default: 'off' },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: CLIENT_GALLERY_COLLECTION, versionKey: false },
);

clientGallerySchema.index({ token: 1 }, { unique: true });
clientGallerySchema.index({ ownerId: 1, createdAt: -1 });

/** Its photos are changed by the edit form, by bulk actions and by deletes, on any media replica. */
export const clientGalleryEntity = defineEntity<ClientGalleryDocument>({
  name: 'client-gallery',
  model: 'ClientGallery',
  schema: clientGallerySchema,
  writes: 'shared',
});
