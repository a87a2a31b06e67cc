import { describe, expect, it } from '@jest/globals';
import type { AdminEmailPage, AdminMessagePage, EmailLogEntry } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { MessagesTab } from './messages-tab';

const MESSAGES = 'GET /api/messages';
const EMAILS = 'GET /api/admin/emails';

const messagePage = (items: AdminMessagePage['items']): AdminMessagePage => ({ items, nextCursor: null, total: items.length });
const emailPage = (items: AdminEmailPage['items']): AdminEmailPage => ({ items, nextCursor: null, total: items.length });

const bare = { id: 'a'.repeat(20), name: '', email: '', subject: '', message: 'Just a note', recipientUserId: null, createdAt: '2026-11-04T21:05:00.000Z' };
const email: EmailLogEntry = {
  id: 'contact-abc',
  from: 'Lumafolio <no-reply@lumafolio.local>',
  to: 'jane@example.com',
  replyTo: 'Bob <bob@example.com>',
  subject: 'Contact Form: Prints',
  status: 'captured',
  timestamp: '2026-11-04T21:05:00.000Z',
  html: '<p>Hello from Bob</p>',
};
const { html: _html, ...emailSummary } = email;

const startServer = fakeServerPerTest();
const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('MessagesTab', () => {
  it('names what a message lacks, and shows an e-mail in a sandboxed frame with a Reply to its Reply-To', async () => {
    startServer({
      [MESSAGES]: () => ({ body: messagePage([bare]) }),
      [EMAILS]: () => ({ body: emailPage([emailSummary]) }),
      'GET /api/admin/emails/contact-abc': () => ({ body: email }),
    });
    const { user } = renderScreen(<MessagesTab />);

    const message = await panel('Contact Messages').findByRole('article', { name: 'No Subject' });
    expect(within(message).getByText('Anonymous')).toBeVisible();
    expect(within(message).getByText('No email provided')).toBeVisible();
    expect(within(message).getByText('Just a note')).toBeVisible();

    await user.click(await panel('Local Email Service').findByRole('button', { name: /Contact Form: Prints/ }));
    const opened = within(screen.getByRole('article', { name: 'Selected email' }));
    expect(opened.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', 'mailto:bob@example.com?subject=Prints');
    const frame = await opened.findByTitle('Email: Contact Form: Prints');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello from Bob</p>');
  });

  it('says when the lists are empty, and when they failed to load', async () => {
    startServer({ [MESSAGES]: () => ({ body: messagePage([]) }), [EMAILS]: () => ({ status: 500, body: { message: 'boom' } }) });
    renderScreen(<MessagesTab />);
    expect(await panel('Contact Messages').findByText('No contact messages yet.')).toBeVisible();
    expect(await panel('Local Email Service').findByText('Failed to load emails')).toBeVisible();
  });

  it('shows "Failed to load messages" when the messages cannot be read', async () => {
    startServer({ [MESSAGES]: () => ({ status: 500, body: { message: 'boom' } }), [EMAILS]: () => ({ body: emailPage([]) }) });
    renderScreen(<MessagesTab />);
    expect(await panel('Contact Messages').findByText('Failed to load messages')).toBeVisible();
  });

  it('deletes a message only after confirming, and says so when the delete fails', async () => {
    const server = startServer({
      [MESSAGES]: () => ({ body: messagePage([{ ...bare, subject: 'Prints' }]) }),
      [EMAILS]: () => ({ body: emailPage([]) }),
      [`DELETE /api/messages/${bare.id}`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    const { user } = renderScreen(<MessagesTab />);

    const message = await panel('Contact Messages').findByRole('article', { name: 'Prints' });
    await user.click(within(message).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(server.requestsTo(`DELETE /api/messages/${bare.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete the message. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(server.requestsTo(`DELETE /api/messages/${bare.id}`)).toHaveLength(1);
    expect(panel('Contact Messages').getByRole('article', { name: 'Prints' })).toBeVisible();
  });
});
