import { redirect } from '../openapi/api-route.js';

/** The OpenAPI tag of sign-in, the signed-in user's account and its sessions. */
export const ACCOUNT_TAG = 'Account';

export const signInRedirect = redirect(
  'To the identity provider, or home with `?signin=<reason>` when sign-in cannot start; a signed-in visitor goes on to `returnTo`, still signed in.',
);
