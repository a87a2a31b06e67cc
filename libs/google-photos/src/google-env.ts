import { z } from 'zod';

const optional = (schema: z.ZodType<string>) => schema.optional().or(z.literal('').transform(() => undefined));
const endpoint = (fallback: string) => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

/**
 * Google Photos settings (ADR 34). Without GOOGLE_CLIENT_ID the feature is off and the
 * account page says the administrator has not enabled it. The endpoints default to
 * Google's; tests and local demos point them at a local server speaking the same API.
 */
export const googlePhotosEnv = {
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  /** 32 random bytes, base64: encrypts the stored tokens (AES-256-GCM). */
  GOOGLE_TOKEN_KEY: optional(z.string().refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')),
  GOOGLE_OAUTH_AUTHORIZE_URL: endpoint('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: endpoint('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_REVOKE_URL: endpoint('https://oauth2.googleapis.com/revoke'),
  GOOGLE_PICKER_API_URL: endpoint('https://photospicker.googleapis.com/v1'),
};

type GoogleEnv = z.output<z.ZodObject<typeof googlePhotosEnv>>;

export interface GooglePhotosSettings {
  clientId: string;
  clientSecret: string;
  tokenKey: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  pickerApiUrl: string;
}

/** The settings when Google Photos is enabled, null when it is not; a half-configured client fails start-up. */
export function googlePhotosSettingsOf(env: GoogleEnv): GooglePhotosSettings | null {
  if (!env.GOOGLE_CLIENT_ID) return null;
  const missing = (['GOOGLE_CLIENT_SECRET', 'GOOGLE_TOKEN_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) throw new Error(`GOOGLE_CLIENT_ID is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET as string,
    tokenKey: env.GOOGLE_TOKEN_KEY as string,
    authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL,
    pickerApiUrl: env.GOOGLE_PICKER_API_URL.replace(/\/+$/, ''),
  };
}
