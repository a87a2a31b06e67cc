import { MailTransport } from './mail-transport.js';

describe('mail transport', () => {
  it('captures without SMTP_URL: builds the message, sends nothing', async () => {
    const transport = new MailTransport(undefined);
    expect(transport.mode).toBe('capture');
    const sent = await transport.send({
      from: 'Site <no-reply@example.com>',
      to: ['jane@example.com'],
      replyTo: { name: 'Bob "B"', address: 'bob@example.com' },
      subject: 'Contact Form: Hi',
      html: '<p>Hi</p>',
    });
    expect(sent.status).toBe('captured');
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    transport.close();
  });

  it('sends over SMTP when SMTP_URL is set', () => {
    const transport = new MailTransport('smtp://user:pass@127.0.0.1:2525');
    expect(transport.mode).toBe('smtp');
    transport.close();
  });
});
