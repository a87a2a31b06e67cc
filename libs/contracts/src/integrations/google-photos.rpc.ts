import { httpUrl, serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import {
  GOOGLE_CONNECT_ERRORS,
  googlePhotosConnectionSchema,
  googlePhotoSetIdSchema,
  googlePhotoSetListSchema,
  googlePhotoSetSchema,
  googlePickerSessionSchema,
  renameGooglePhotoSetRequestSchema,
  selectGooglePhotoSetsRequestSchema,
  selectGooglePhotoSetsResponseSchema,
} from './google-photos.js';

const userId = serverText().min(1);
const albumId = googlePhotoSetIdSchema;
/** The gateway's callback URL: Google sends the browser back there, and the code exchange names it again. */
const redirectUri = httpUrl();

export const googlePhotosConnectionRpc = defineRpc('integrations.google-photos.connection.v1', z.object({ userId }).strict(), googlePhotosConnectionSchema);

/** Google's consent URL for this user (state and PKCE verifier kept for the callback); 404 when not enabled. */
export const googlePhotosConsentRpc = defineRpc(
  'integrations.google-photos.consent.v1',
  z.object({ userId, redirectUri }).strict(),
  z.object({ authorizeUrl: httpUrl() }),
);

/**
 * Google's redirect back, as the gateway received it. `userId` is whoever is signed in now
 * (null: the session ended meanwhile). Always answers: the outcome decides where the browser goes.
 */
export const googlePhotosCallbackRpc = defineRpc(
  'integrations.google-photos.callback.v1',
  z
    .object({
      userId: userId.nullable(),
      redirectUri,
      state: serverText().max(200).nullable(),
      code: serverText().max(2_000).nullable(),
      error: serverText().max(200).nullable(),
    })
    .strict(),
  z.union([z.object({ connected: z.literal(true) }), z.object({ error: z.enum(GOOGLE_CONNECT_ERRORS) })]),
);

/** Revokes the grant at Google and forgets the tokens; the picked sets and imported photos stay. */
export const disconnectGooglePhotosRpc = defineRpc(
  'integrations.google-photos.disconnect.v1',
  z.object({ userId }).strict(),
  z.object({ disconnected: z.literal(true) }),
);

/** 409 (a message containing "connect") when the user has not connected Google Photos. */
export const listGooglePhotoSetsRpc = defineRpc('integrations.google-photos.albums.list.v1', z.object({ userId }).strict(), googlePhotoSetListSchema);

/** One set; a set still being picked is checked with Google first (it becomes ready once picked). */
export const getGooglePhotoSetRpc = defineRpc('integrations.google-photos.albums.get.v1', z.object({ userId, albumId }).strict(), googlePhotoSetSchema);

export const renameGooglePhotoSetRpc = defineRpc(
  'integrations.google-photos.albums.rename.v1',
  z.object({ userId, albumId, change: renameGooglePhotoSetRequestSchema }).strict(),
  googlePhotoSetSchema,
);

/** Removes a set from the album page (photos already imported stay in My Photos). */
export const deleteGooglePhotoSetRpc = defineRpc(
  'integrations.google-photos.albums.delete.v1',
  z.object({ userId, albumId }).strict(),
  z.object({ deleted: z.literal(true) }),
);

/** Starts a picking session at Google: a new set in state 'picking' and the picker's URL. */
export const createGooglePickerSessionRpc = defineRpc(
  'integrations.google-photos.picker-session.create.v1',
  z.object({ userId }).strict(),
  googlePickerSessionSchema,
);

/** Saves the selection and queues the import of every selected set's items not yet imported. */
export const selectGooglePhotoSetsRpc = defineRpc(
  'integrations.google-photos.albums.select.v1',
  z.object({ userId, selection: selectGooglePhotoSetsRequestSchema }).strict(),
  selectGooglePhotoSetsResponseSchema,
);

/** Where a set's cover is stored (the gateway streams it to its owner). */
export const googlePhotoSetCoverRpc = defineRpc(
  'integrations.google-photos.albums.cover.v1',
  z.object({ userId, albumId }).strict(),
  z.object({ key: serverText().min(1), contentType: serverText().min(1) }),
);

/** Account deletion: revoke the grant, forget the tokens, the sets and their covers. */
export const deleteUserIntegrationsRpc = defineRpc('integrations.user-data.delete.v1', z.object({ userId }).strict(), z.object({ deleted: z.literal(true) }));
