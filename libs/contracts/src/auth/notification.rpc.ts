import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { usernameSchema } from './user.schema.js';

/** The id of the user with this username (case-insensitive), or null. */
export const findUserIdByUsernameRpc = defineRpc(
  'auth.user.id-by-username.v1',
  z.object({ username: usernameSchema }).strict(),
  z.object({ userId: serverText().nullable() }),
);

/**
 * Raw e-mail addresses, for the integrations worker's notifications only: the gateway
 * never calls these, so addresses never reach a browser.
 */
export const getUserEmailRpc = defineRpc(
  'auth.user.email.v1',
  z.object({ userId: serverText().min(1) }).strict(),
  z.object({ email: serverText().nullable() }),
);
export const listAdminEmailsRpc = defineRpc('auth.admins.emails.v1', z.object({}).strict(), z.object({ emails: z.array(serverText()) }));
