import type { User } from '@lumafolio/dal';

/**
 * Who hears about messages to the site: every administrator with an e-mail address; while
 * no administrator has one (a fresh install), the addresses configured in ADMIN_EMAILS.
 */
export function adminRecipients(admins: readonly Pick<User, 'email'>[], configured: readonly string[]): string[] {
  const emails = admins.flatMap((admin) => (admin.email ? [admin.email.toLowerCase()] : []));
  return [...new Set(emails.length > 0 ? emails : configured.map((email) => email.toLowerCase()))];
}
