import { adminRecipients } from './admin-recipients.js';

describe('admin recipients', () => {
  it('are the administrators with an e-mail, once each', () => {
    expect(adminRecipients([{ email: 'a@example.com' }, { email: null }, { email: 'A@example.com' }, { email: 'b@example.com' }], ['c@example.com'])).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('fall back to ADMIN_EMAILS while no administrator has an address', () => {
    expect(adminRecipients([{ email: null }], ['Admin@example.com'])).toEqual(['admin@example.com']);
    expect(adminRecipients([], [])).toEqual([]);
  });
});
