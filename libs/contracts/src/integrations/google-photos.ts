import { httpUrl, lineText, serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';

/**
 * Google Photos through Google's Picker API (ADR 34). Since March 2025 Google no longer lists
 * a user's albums to other apps, so an "album" here is a set of photos the photographer picked
 * in Google's own picker: it gets a title they can edit, a cover from its first photo, and is
 * imported by the album-sync worker.
 */

/** The one scope asked for: read the items the user picks, nothing else of their library. */
export const GOOGLE_PHOTOS_PICKER_SCOPE = 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly';

/** Sets a photographer may keep on the album page (each holds up to Google's 2 000 picked items). */
export const MAX_GOOGLE_PHOTO_SETS = 50;
/** Google's own limit of items picked in one session. */
export const MAX_PICKED_ITEMS = 2_000;
export const GOOGLE_PHOTO_SET_TITLE_MAX = 100;

/** The album page: the route, and the query values of the connection outcome (spec 02 §8). */
export const GOOGLE_PHOTOS_ALBUMS_ROUTE = '/account/google-photos/albums';
export const GOOGLE_CONNECT_SUCCESS = 'connected';
export const GOOGLE_CONNECT_ERRORS = ['access_denied', 'session_expired', 'token_error', 'invalid_request', 'not_enabled', 'failed'] as const;
export type GoogleConnectError = (typeof GOOGLE_CONNECT_ERRORS)[number];

/** Where the browser lands after Google's consent screen, either way. */
export function googleConnectOutcomePath(outcome: { success: true } | { error: GoogleConnectError }): string {
  const query = 'success' in outcome ? `success=${GOOGLE_CONNECT_SUCCESS}` : `error=${encodeURIComponent(outcome.error)}`;
  return `${GOOGLE_PHOTOS_ALBUMS_ROUTE}?${query}`;
}

/** Spec 02 §8: each error value's message, under the title "Connection Failed". */
export function googleConnectErrorMessage(error: string): string {
  switch (error) {
    case 'access_denied':
      return 'You denied access to Google Photos. Please try again and grant permission.';
    case 'session_expired':
      return 'Your session expired. Please try connecting again.';
    case 'token_error':
      return 'There was an issue with authentication. Please try again.';
    case 'invalid_request':
      return 'Invalid request. Please try connecting again.';
    default:
      return 'Failed to connect to Google Photos. Please try again.';
  }
}

/** The API's paths (the consent and callback are full-page navigations). */
export const GOOGLE_PHOTOS_CONSENT_PATH = '/api/auth/google/photos/consent';
export const GOOGLE_PHOTOS_CALLBACK_PATH = '/api/auth/google/photos/callback';
export const GOOGLE_PHOTOS_CONNECTION_PATH = '/api/google-photos/connection';
export const GOOGLE_PHOTOS_DISCONNECT_PATH = '/api/google-photos/disconnect';
export const GOOGLE_PHOTOS_ALBUMS_PATH = '/api/google-photos/albums';
export const GOOGLE_PHOTOS_SELECT_PATH = '/api/google-photos/albums/select';
export const GOOGLE_PHOTOS_PICKER_SESSIONS_PATH = '/api/google-photos/picker-sessions';
/** Server-Sent Events: one `album-sync` event (a googlePhotoSetProgress) each time an item of a syncing set ends. */
export const GOOGLE_PHOTOS_EVENTS_PATH = '/api/google-photos/events';
export const GOOGLE_PHOTOS_SYNC_EVENT = 'album-sync';
export const googlePhotoSetPath = (albumId: string) => `${GOOGLE_PHOTOS_ALBUMS_PATH}/${encodeURIComponent(albumId)}`;
export const googlePhotoSetCoverPath = (albumId: string) => `${googlePhotoSetPath(albumId)}/cover`;

export const googlePhotoSetIdSchema = verbatimText().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not an album id');

export const googlePhotosConnectionSchema = z.object({
  /** False when the administrator has not configured a Google OAuth client. */
  enabled: z.boolean(),
  connected: z.boolean(),
  /** Google refused the stored grant (revoked at Google, or expired): connect again. */
  needsReconnect: z.boolean(),
  connectedAt: serverText().nullable(),
});
export type GooglePhotosConnection = z.infer<typeof googlePhotosConnectionSchema>;

export const GOOGLE_PHOTO_SET_STATES = ['picking', 'ready', 'expired'] as const;
export const GOOGLE_SYNC_STATES = ['idle', 'syncing', 'done'] as const;

/** How far a set's import has come; `failures` names a few failed items with what to do. */
export const googlePhotoSetProgressSchema = z.object({
  albumId: googlePhotoSetIdSchema,
  state: z.enum(GOOGLE_SYNC_STATES),
  total: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  failures: z.array(z.object({ filename: serverText(), message: serverText() })).max(10),
  /** A problem with the whole set that the photographer can act on (e.g. pick it again). */
  problem: serverText().nullable(),
});
export type GooglePhotoSetProgress = z.infer<typeof googlePhotoSetProgressSchema>;

/** A picked set, as the album page shows it (spec 02: id, title, coverPhotoUrl, mediaItemsCount). */
export const googlePhotoSetSchema = z.object({
  id: googlePhotoSetIdSchema,
  title: serverText(),
  /** Our own URL of the cover (the first photo), served to its owner only; null while picking. */
  coverPhotoUrl: serverText().nullable(),
  mediaItemsCount: z.number().int().nonnegative(),
  photoCount: z.number().int().nonnegative(),
  videoCount: z.number().int().nonnegative(),
  state: z.enum(GOOGLE_PHOTO_SET_STATES),
  /** While picking: Google's picker page for this set. */
  pickerUri: serverText().nullable(),
  selected: z.boolean(),
  createdAt: serverText(),
  progress: googlePhotoSetProgressSchema,
});
export type GooglePhotoSet = z.infer<typeof googlePhotoSetSchema>;

export const googlePhotoSetListSchema = z.object({ albums: z.array(googlePhotoSetSchema).max(MAX_GOOGLE_PHOTO_SETS) });
export type GooglePhotoSetList = z.infer<typeof googlePhotoSetListSchema>;

export const googlePickerSessionSchema = z.object({
  album: googlePhotoSetSchema,
  pickerUri: httpUrl(),
  /** How often to ask whether the picking is done (Google's pollingConfig). */
  pollIntervalMs: z.number().int().positive(),
});
export type GooglePickerSession = z.infer<typeof googlePickerSessionSchema>;

export const NO_ALBUMS_SELECTED = 'Please select at least one album to sync.';

export const selectGooglePhotoSetsRequestSchema = z
  .object({ albumIds: z.array(googlePhotoSetIdSchema).min(1, NO_ALBUMS_SELECTED).max(MAX_GOOGLE_PHOTO_SETS) })
  .strict();
export type SelectGooglePhotoSetsRequest = z.infer<typeof selectGooglePhotoSetsRequestSchema>;

export const selectGooglePhotoSetsResponseSchema = z.object({
  /** Items queued for import (already imported ones are not queued again). */
  queued: z.number().int().nonnegative(),
  albums: z.array(googlePhotoSetSchema),
});
export type SelectGooglePhotoSetsResponse = z.infer<typeof selectGooglePhotoSetsResponseSchema>;

export const renameGooglePhotoSetRequestSchema = z
  .object({
    title: lineText().min(1, 'Give the album a title.').max(GOOGLE_PHOTO_SET_TITLE_MAX, `Keep the title under ${GOOGLE_PHOTO_SET_TITLE_MAX} characters.`),
  })
  .strict();
export type RenameGooglePhotoSetRequest = z.infer<typeof renameGooglePhotoSetRequestSchema>;
