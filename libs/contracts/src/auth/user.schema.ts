import { z } from 'zod';
import { socialLinkSchema } from '../portfolio/portfolio-profile.schema.js';
import { emailAddress, lineText, multilineText, serverText, verbatimText } from '../text/clean-text.js';
import { RESERVED_USERNAMES } from './reserved-usernames.js';

export { RESERVED_USERNAMES };

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** How a user's public portfolio path is built (spec 01 §3); `username` is the default. */
export const portfolioUrlTypeSchema = z.enum(['username', 'fullname_dash', 'fullname_dot', 'replit_id']);
export type PortfolioUrlType = z.infer<typeof portfolioUrlTypeSchema>;
export const DEFAULT_PORTFOLIO_URL_TYPE: PortfolioUrlType = 'username';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MAX = 50;
export const TAGLINE_MAX = 120;
export const BIO_MAX = 2000;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** A single path segment of letters, digits, "_" or "-", not a reserved route word. */
export const usernameSchema = verbatimText()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Username may only contain letters, digits, "_" and "-".')
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), 'This username is reserved. Please choose another one.');

export const emailSchema = emailAddress('Please enter a valid email address.');

export const passwordSchema = verbatimText()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

const personName = lineText().max(NAME_MAX, `Names must be at most ${NAME_MAX} characters.`);

/** GET /api/auth/user: the signed-in user. The raw e-mail never leaves the auth service. */
export const currentUserSchema = z.object({
  id: serverText(),
  username: serverText(),
  firstName: serverText().nullable(),
  lastName: serverText().nullable(),
  emailPartial: serverText().nullable(),
  role: roleSchema,
  profileImageUrl: serverText().nullable(),
  tagline: serverText().nullable(),
  bio: serverText().nullable(),
  portfolioUrlType: portfolioUrlTypeSchema,
  /** Public links (spec 01 §3 portfolio profile): full URL or bare handle/host. */
  instagram: serverText().nullable(),
  twitter: serverText().nullable(),
  website: serverText().nullable(),
  /** Whether the account has a password at the built-in provider (Change Password works). */
  hasLocalPassword: z.boolean(),
  /** Uploads send the untouched camera file, which downloads give back as it was (the browser's optimised copy when off). */
  keepOriginals: z.boolean(),
  createdAt: serverText(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** PUT /api/user/upload-settings: how the photographer's uploads are sent. */
export const uploadSettingsRequestSchema = z.object({ keepOriginals: z.boolean({ error: 'Keep original files is either on or off.' }) }).strict();
export type UploadSettingsRequest = z.infer<typeof uploadSettingsRequestSchema>;

/** PUT /api/profile. Every field optional: only the ones sent change. */
export const updateProfileRequestSchema = z
  .object({
    username: usernameSchema,
    firstName: personName,
    lastName: personName,
    tagline: lineText().max(TAGLINE_MAX, `Tagline must be at most ${TAGLINE_MAX} characters.`),
    bio: multilineText().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`),
    portfolioUrlType: portfolioUrlTypeSchema,
    instagram: socialLinkSchema,
    twitter: socialLinkSchema,
    website: socialLinkSchema,
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/auth/password */
export const changePasswordRequestSchema = z
  .object({ currentPassword: verbatimText().min(1, 'Please enter your current password.').max(PASSWORD_MAX), newPassword: passwordSchema })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** DELETE /api/auth/user: the user types their username to confirm. */
export const deleteAccountRequestSchema = z.object({ confirmUsername: verbatimText().min(1) }).strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** A user row of the admin users list: admins see the full e-mail, nobody else does. */
export const adminUserSchema = currentUserSchema
  .pick({
    id: true,
    username: true,
    firstName: true,
    lastName: true,
    role: true,
    profileImageUrl: true,
    createdAt: true,
  })
  .extend({ email: serverText().nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Masks an e-mail for display: `jane.doe@example.com` → `ja******@example.com`. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(local.length - shown.length, 3))}${email.slice(at)}`;
}
