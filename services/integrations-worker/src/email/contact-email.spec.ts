import type { ContactMessage } from '@lumafolio/contracts';
import { renderContactEmail } from './contact-email.js';

const message: ContactMessage = {
  id: 'abc123',
  name: 'Eve <script>alert(1)</script>',
  email: 'eve@example.com',
  subject: 'Prints & "frames"\r\nBcc: victim@example.com',
  message: 'Hello <img src=x onerror=alert(1)>\nSecond line & more',
  recipientUserId: 'user-1',
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('contact notification e-mail', () => {
  it('escapes everything the visitor typed', () => {
    const { html } = renderContactEmail(message, { brand: 'Lumafolio', audience: 'owner' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;\nSecond line &amp; more');
    expect(html).toContain('Prints &amp; &quot;frames&quot; Bcc: victim@example.com');
    expect(html).toContain('<a href="mailto:eve@example.com">eve@example.com</a>');
  });

  it('prefixes the subject, keeps headers on one line and replies to the visitor', () => {
    const email = renderContactEmail(message, { brand: 'Lumafolio', audience: 'owner' });
    expect(email.subject).toBe('Contact Form: Prints & "frames" Bcc: victim@example.com');
    expect(email.replyTo).toEqual({ name: 'Eve <script>alert(1)</script>', address: 'eve@example.com' });
    expect(email.text).toContain('Second line & more');
  });

  it('says where the message was sent from', () => {
    expect(renderContactEmail(message, { brand: 'Lumafolio', audience: 'owner' }).html).toContain('your Lumafolio portfolio');
    expect(renderContactEmail({ ...message, recipientUserId: null }, { brand: 'Lumafolio', audience: 'admins' }).html).toContain('the Lumafolio home page');
    expect(renderContactEmail(message, { brand: 'Lumafolio', audience: 'admins' }).text).toContain('user user-1 (who has no e-mail address)');
  });
});
