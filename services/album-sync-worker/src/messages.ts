/** What the album page tells the photographer about an item or a whole set (ADR 34). */
export { NOT_A_PHOTO_SKIPPED, VIDEO_SKIPPED } from '@lumafolio/google-photos';
export const SET_EXPIRED = "Google's selection for this album has expired. Remove the album and pick its photos again from Google Photos.";
export const RECONNECT = 'Google Photos is no longer connected. Connect it again, then sync the album again.';
export const GOOGLE_UNAVAILABLE = 'Google Photos did not answer for this photo. Sync the album again later.';
export const GOOGLE_REFUSED = 'Google Photos would not send this photo. Sync the album again later.';
export const IMPORT_FAILED = 'This photo could not be imported. Sync the album again later.';
