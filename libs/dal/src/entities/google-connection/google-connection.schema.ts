import { Schema } from 'mongoose';

export const GOOGLE_CONNECTION_COLLECTION = 'google_connections';

export interface GoogleConnectionDocument {
  /** The user id: one connection per photographer. */
  _id: string;
  /** The grant (access and refresh tokens), AES-256-GCM sealed for this user: unreadable without GOOGLE_TOKEN_KEY. */
  sealedGrant: string;
  /** Google refused the grant when refreshing it: the photographer is asked to connect again. */
  needsReconnect: boolean;
  connectedAt: Date;
  updatedAt: Date;
}

/** Owned by the integrations service (its album-sync worker refreshes the access token). */
export const googleConnectionSchema = new Schema<GoogleConnectionDocument>(
  {
    _id: { type: String, required: true },
    sealedGrant: { type: String, required: true },
    needsReconnect: { type: Boolean, default: false },
    connectedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: GOOGLE_CONNECTION_COLLECTION, versionKey: false },
);
// Read by _id only: no other index.
