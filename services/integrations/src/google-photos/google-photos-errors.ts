import { rpcError } from '@lumafolio/server-common';

/** The album page shows "Not Connected" for an error whose message contains "connect" (spec 02 §8). */
export const notConnected = () => rpcError(409, 'Google Photos is not connected. Connect Google Photos to see your albums.', 'GOOGLE_NOT_CONNECTED');

export const notEnabled = () => rpcError(404, 'Google Photos is not enabled on this site: the administrator has not set it up.', 'GOOGLE_NOT_ENABLED');

export const setNotFound = () => rpcError(404, 'Album not found.', 'NOT_FOUND');

export const googleUnavailable = () => rpcError(503, 'Google Photos did not answer. Please try again in a moment.', 'GOOGLE_UNAVAILABLE');
