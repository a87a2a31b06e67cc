import type { FakeGoogle } from './server.ts';

/** The settings that point the integrations service and the album-sync worker at this local Google (GOOGLE_TOKEN_KEY apart). */
export function googleEnvOf(google: Pick<FakeGoogle, 'clientId' | 'clientSecret' | 'urls'>) {
  return {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: google.urls.authorize,
    GOOGLE_OAUTH_TOKEN_URL: google.urls.token,
    GOOGLE_OAUTH_REVOKE_URL: google.urls.revoke,
    GOOGLE_PICKER_API_URL: google.urls.pickerApi,
  };
}
