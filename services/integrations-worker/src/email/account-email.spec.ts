import { renderAccountEmail } from './account-email.js';

const confirmUrl = 'http://127.0.0.1:3001/interaction/abc/verify?token=Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5&x=<y>';

describe('account e-mails', () => {
  it('sends a new address the link that creates the account, escaped, and keeps it out of the logged copy', () => {
    const email = renderAccountEmail(
      { kind: 'sign-up-confirmation', id: 'a'.repeat(22), to: 'new@example.com', username: 'jane_doe', confirmUrl, validForHours: 24 },
      { brand: 'Lumafolio' },
    );
    expect(email.subject).toBe('Finish creating your Lumafolio account');
    expect(email.link).toBe(confirmUrl);
    expect(email.html).toContain(`href="${confirmUrl.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`);
    expect(email.html).toContain('the username jane_doe');
    expect(email.html).toContain('24 hours');
    expect(email.text).toContain(confirmUrl);
    expect(email.htmlWithoutLink).not.toContain('token=');
  });

  it('tells a registered address that it already has an account, with a sign-in link and no confirmation link', () => {
    const email = renderAccountEmail(
      { kind: 'account-exists', id: 'b'.repeat(22), to: 'known@example.com', signInUrl: 'http://127.0.0.1:3000/api/login' },
      { brand: 'Atelier' },
    );
    expect(email.subject).toBe('You already have an Atelier account');
    expect(email.html).toContain('href="http://127.0.0.1:3000/api/login"');
    expect(email.html).not.toContain('verify');
  });
});
