import {
  GoogleOAuth,
  GoogleTokens,
  PickerClient,
  TokenCipher,
  googleTokenStoreOver,
  type GooglePhotosSettings,
  type TokenLock,
} from '@lumafolio/google-photos';
import type { GoogleConnectionRepository } from '@lumafolio/dal';

/** Google's clients as this service uses them; absent when the administrator has not enabled Google Photos. */
export class GoogleClients {
  readonly tokens: GoogleTokens;
  readonly picker: PickerClient;

  constructor(
    readonly settings: GooglePhotosSettings,
    connections: GoogleConnectionRepository,
    lock: TokenLock,
  ) {
    this.tokens = new GoogleTokens(googleTokenStoreOver(connections), new TokenCipher(settings.tokenKey), new GoogleOAuth(settings), lock);
    this.picker = new PickerClient(settings.pickerApiUrl);
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
