/** What a browser session holds, in Redis. No tokens are sent to the browser. */
export interface SessionData {
  createdAt: number;
  /** The session ends at this time however active it is. */
  absoluteExpiresAt: number;
  userId?: string;
  /** Kept for RP-initiated logout (`id_token_hint`). */
  idToken?: string;
  /** A sign-in in progress: checks for the callback. */
  login?: { state: string; nonce: string; codeVerifier: string; returnTo: string; startedAt: number };
}

export interface LoadedSession {
  id: string;
  data: SessionData;
}
