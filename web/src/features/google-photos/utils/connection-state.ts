import type { GooglePhotosConnection } from '@lumafolio/contracts';

/** What the connect section and the album page show about the connection. */
export type ConnectionState = 'disabled' | 'not-connected' | 'reconnect' | 'connected';

export function connectionState(connection: GooglePhotosConnection): ConnectionState {
  if (!connection.enabled) return 'disabled';
  if (connection.connected) return 'connected';
  return connection.needsReconnect ? 'reconnect' : 'not-connected';
}

export const NOT_ENABLED_TEXT = 'The administrator has not enabled Google Photos on this site yet.';
export const NOT_CONNECTED_TEXT = 'Connect your Google account to pick photos from Google Photos and import them into your portfolio.';
export const RECONNECT_TEXT = 'Google asked you to connect again: the access you gave has expired or was withdrawn.';

/** The explanation under "Not Connected" for a state that is not connected. */
export const notConnectedText = (state: Exclude<ConnectionState, 'connected'>) =>
  state === 'disabled' ? NOT_ENABLED_TEXT : state === 'reconnect' ? RECONNECT_TEXT : NOT_CONNECTED_TEXT;
