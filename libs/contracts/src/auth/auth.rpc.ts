import { z } from 'zod';
import { httpUrl, identifier, lineText, serverText } from '../text/clean-text.js';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import {
  adminUserSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  roleSchema,
  updateProfileRequestSchema,
  uploadSettingsRequestSchema,
} from './user.schema.js';

const userId = serverText().min(1);

/** Claims the gateway got from an OIDC issuer after sign-in. */
export const identityClaimsSchema = z.object({
  issuer: httpUrl(),
  subject: serverText().min(1),
  email: serverText().nullish(),
  emailVerified: z.boolean().nullish(),
  preferredUsername: serverText().nullish(),
  givenName: lineText().nullish(),
  familyName: lineText().nullish(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/** What a gateway session needs to know about its user. */
export const sessionUserSchema = z.object({ id: serverText(), role: roleSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** First sign-in of an identity creates the user record; later ones find it. */
export const resolveIdentityRpc = defineRpc('auth.identity.resolve.v1', identityClaimsSchema, sessionUserSchema);
export const getUserRpc = defineRpc('auth.user.get.v1', z.object({ userId }).strict(), currentUserSchema);
export const updateProfileRpc = defineRpc('auth.profile.update.v1', z.object({ userId, profile: updateProfileRequestSchema }).strict(), currentUserSchema);
export const setUploadSettingsRpc = defineRpc(
  'auth.upload-settings.set.v1',
  z.object({ userId, settings: uploadSettingsRequestSchema }).strict(),
  currentUserSchema,
);
export const changePasswordRpc = defineRpc(
  'auth.password.change.v1',
  z.object({ userId, change: changePasswordRequestSchema }).strict(),
  z.object({ changed: z.literal(true) }),
);

/** The admin Users tab's words: matched against names, username and e-mail (case-insensitive). */
export const USER_SEARCH_MAX = 100;
export const userSearchSchema = lineText().max(USER_SEARCH_MAX, `Search text must be at most ${USER_SEARCH_MAX} characters.`);

/** Every live account, newest first, a keyset page at a time; `q` narrows it (every word must match). */
export const searchUsersRpc = defineRpc(
  'auth.users.search.v1',
  pageRequestSchema.extend({ q: userSearchSchema.default('') }).strict(),
  pageSchema(adminUserSchema),
);

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be made a user. Make another user an admin first.';

/**
 * Sets a user's role. Demoting refuses the last admin (409 LAST_ADMIN); `previousRole`
 * equals `user.role` when nothing changed.
 */
export const setUserRoleRpc = defineRpc(
  'auth.users.role.set.v1',
  z.object({ userId, role: roleSchema }).strict(),
  z.object({ user: adminUserSchema, previousRole: roleSchema }),
);

/** How many accounts there are, and how many of them are admins (admin Overview). */
export const countUsersRpc = defineRpc(
  'auth.users.count.v1',
  z.object({}).strict(),
  z.object({ total: z.number().int().nonnegative(), admins: z.number().int().nonnegative() }),
);

/** "Sign out everywhere": ends every session and grant the user has at the built-in provider. */
export const endAllSessionsRpc = defineRpc('auth.sessions.end-all.v1', z.object({ userId }).strict(), z.object({ ended: z.literal(true) }));

/** The user's profile picture: a URL served by the gateway (`/api/avatars/...`), or null. */
export const setProfileImageRpc = defineRpc(
  'auth.profile-image.set.v1',
  z
    .object({
      userId,
      profileImageUrl: identifier(/^\/api\/avatars\/[A-Za-z0-9_-]+\/[a-f0-9]{16,64}\.webp$/).nullable(),
    })
    .strict(),
  currentUserSchema,
);
