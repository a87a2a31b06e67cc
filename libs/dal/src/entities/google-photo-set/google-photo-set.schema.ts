import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';

export const GOOGLE_PHOTO_SET_COLLECTION = 'google_photo_sets';
export const GOOGLE_PHOTO_SET_ITEM_COLLECTION = 'google_photo_set_items';

export type GooglePhotoSetState = 'picking' | 'ready' | 'expired';
export type GoogleSyncState = 'idle' | 'syncing' | 'done';

/** A set the photographer picked in Google's picker: an "album" on the album page (ADR 34). */
export interface GooglePhotoSetDocument {
  _id: string;
  userId: string;
  title: string;
  state: GooglePhotoSetState;
  /** Google's picking session: its items can be listed (with fresh base URLs) until it expires. */
  pickerSessionId: string;
  pickerUri: string;
  sessionExpiresAt: Date | null;
  mediaItemsCount: number;
  photoCount: number;
  videoCount: number;
  /** A small JPEG of the first photo, in object storage; null until picked. */
  coverKey: string | null;
  selected: boolean;
  /** When the items' base URLs were last listed (they live 60 minutes). */
  itemsListedAt: Date | null;
  syncState: GoogleSyncState;
  /** What went wrong with the whole set, in words the photographer can act on. */
  problem: string | null;
  createdAt: Date;
}

export const googlePhotoSetSchema = new Schema<GooglePhotoSetDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    title: { type: String, required: true },
    state: { type: String, enum: ['picking', 'ready', 'expired'], required: true },
    pickerSessionId: { type: String, required: true },
    pickerUri: { type: String, required: true },
    sessionExpiresAt: { type: Date, default: null },
    mediaItemsCount: { type: Number, default: 0 },
    photoCount: { type: Number, default: 0 },
    videoCount: { type: Number, default: 0 },
    coverKey: { type: String, default: null },
    selected: { type: Boolean, default: false },
    itemsListedAt: { type: Date, default: null },
    syncState: { type: String, enum: ['idle', 'syncing', 'done'], default: 'idle' },
    problem: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: GOOGLE_PHOTO_SET_COLLECTION, versionKey: false },
);
// The album page: a photographer's sets, newest first (at most MAX_GOOGLE_PHOTO_SETS).
googlePhotoSetSchema.index({ userId: 1, createdAt: -1 });

export type GooglePhotoSetItemStatus = 'pending' | 'imported' | 'skipped' | 'failed';
export type GooglePhotoSetItemType = 'photo' | 'video' | 'other';

/** One picked item of a set, and what became of it. */
export interface GooglePhotoSetItemDocument {
  /** `{setId}:{mediaItemId}`. */
  _id: string;
  setId: string;
  userId: string;
  mediaItemId: string;
  /** Google's order within the set. */
  position: number;
  type: GooglePhotoSetItemType;
  filename: string;
  mimeType: string;
  baseUrl: string;
  status: GooglePhotoSetItemStatus;
  photoId: string | null;
  /** Why it failed or was skipped, for the photographer. */
  error: string | null;
  updatedAt: Date;
}

export const googlePhotoSetItemSchema = new Schema<GooglePhotoSetItemDocument>(
  {
    _id: { type: String, required: true },
    setId: { type: String, required: true },
    userId: { type: String, required: true },
    mediaItemId: { type: String, required: true },
    position: { type: Number, required: true },
    type: { type: String, enum: ['photo', 'video', 'other'], required: true },
    filename: { type: String, default: '' },
    mimeType: { type: String, default: '' },
    baseUrl: { type: String, required: true },
    status: { type: String, enum: ['pending', 'imported', 'skipped', 'failed'], default: 'pending' },
    photoId: { type: String, default: null },
    error: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: GOOGLE_PHOTO_SET_ITEM_COLLECTION, versionKey: false },
);
// A set's progress (counts by status), its failures and the items still to queue.
googlePhotoSetItemSchema.index({ setId: 1, status: 1 });
// A set's items in Google's order (the cover, base URL refreshes).
googlePhotoSetItemSchema.index({ setId: 1, position: 1 });
// Account deletion.
googlePhotoSetItemSchema.index({ userId: 1 });

/** The album-sync worker's item jobs end together, next to the integrations service's edits. */
export const googlePhotoSetEntity = defineEntity<GooglePhotoSetDocument>({
  name: 'google-photo-set',
  model: 'GooglePhotoSet',
  schema: googlePhotoSetSchema,
  writes: 'shared',
});
