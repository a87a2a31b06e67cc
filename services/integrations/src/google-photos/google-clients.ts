import {
  createGoogleTokens,
  GoogleAccess,
  GoogleOAuth,
  googleTokenStoreOver,
  PickerClient,
  type GooglePhotosSettings,
  type GoogleTokens,
  type TokenLock,
} from '@lumafolio/google-photos';
import type { GoogleConnectionRepository } from '@lumafolio/dal';

/** Google's clients as this service uses them; absent when the administrator has not enabled Google Photos. */
export class GoogleClients {
  readonly tokens: GoogleTokens;
  /** Calls with the user's access token, refreshed once when Google rejects it. */
  readonly access: GoogleAccess;
  readonly picker: PickerClient;
  /** For refreshing and revoking (no redirect: those name none). */
  readonly oauth: GoogleOAuth;

  constructor(
    readonly settings: GooglePhotosSettings,
    connections: GoogleConnectionRepository,
    lock: TokenLock,
  ) {
    this.tokens = createGoogleTokens(settings, googleTokenStoreOver(connections), lock);
    this.access = new GoogleAccess(this.tokens);
    this.picker = new PickerClient(settings.pickerApiUrl);
    this.oauth = new GoogleOAuth(settings);
  }

  /** The OAuth client for one redirect URI (the consent and its code exchange name the same one). */
  oauthFor(redirectUri: string): GoogleOAuth {
    return new GoogleOAuth(this.settings, redirectUri);
  }
}

/** Google's clients, or null when Google Photos is not enabled (no GOOGLE_CLIENT_ID). */
export class GoogleSetup {
  constructor(readonly clients: GoogleClients | null) {}
}
