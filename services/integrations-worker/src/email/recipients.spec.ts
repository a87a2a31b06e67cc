import { chooseRecipients, type RecipientDirectory } from './recipients.js';

function directory(users: Record<string, string | null>, admins: string[]): RecipientDirectory {
  return { userEmail: async (id) => users[id] ?? null, adminEmails: async () => admins };
}

describe('recipient choice', () => {
  it('sends a portfolio message to its photographer only', async () => {
    expect(await chooseRecipients({ recipientUserId: 'u1' }, directory({ u1: 'jane@example.com' }, ['admin@example.com']))).toEqual({
      to: ['jane@example.com'],
      audience: 'owner',
    });
  });

  it('sends a home-page message to every administrator', async () => {
    expect(await chooseRecipients({ recipientUserId: null }, directory({}, ['a@example.com', 'b@example.com', 'a@example.com']))).toEqual({
      to: ['a@example.com', 'b@example.com'],
      audience: 'admins',
    });
  });

  it('falls back to the administrators when the photographer has no address', async () => {
    expect(await chooseRecipients({ recipientUserId: 'u2' }, directory({ u2: null }, ['admin@example.com']))).toEqual({
      to: ['admin@example.com'],
      audience: 'admins',
    });
  });
});
