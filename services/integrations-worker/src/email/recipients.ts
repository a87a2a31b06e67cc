import type { ContactMessage } from '@lumafolio/contracts';

/** Where addresses come from (the auth service); raw addresses are only ever used to send. */
export interface RecipientDirectory {
  userEmail(userId: string): Promise<string | null>;
  adminEmails(): Promise<string[]>;
}

export interface Recipients {
  to: string[];
  /** owner: the photographer; admins: the site's administrators. */
  audience: 'owner' | 'admins';
}

/**
 * A message to a photographer goes to their address; a message from the home page, or to a
 * photographer without an address (or whose account is gone), goes to the administrators.
 */
export async function chooseRecipients(message: Pick<ContactMessage, 'recipientUserId'>, directory: RecipientDirectory): Promise<Recipients> {
  if (message.recipientUserId) {
    const email = await directory.userEmail(message.recipientUserId);
    if (email) return { to: [email], audience: 'owner' };
  }
  return { to: [...new Set(await directory.adminEmails())], audience: 'admins' };
}
