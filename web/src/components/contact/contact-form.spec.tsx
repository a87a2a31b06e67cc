import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { ContactForm } from './contact-form';

const SEND = 'POST /api/contact';
const startServer = fakeServerPerTest();

function renderForm(props: { portfolioUsername?: string } = {}) {
  const screenParts = renderScreen(<ContactForm {...props} />);
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) => {
    for (const [label, value] of Object.entries(values)) await screenParts.user.type(field(label), value);
  };
  return { ...screenParts, field, fill };
}

const VALID = { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: 'Prints', Message: 'Do you sell prints of the harbour series?' };

describe('ContactForm', () => {
  it("shows the spec's message under each field that is not right, and sends nothing", async () => {
    const server = startServer({ [SEND]: () => ({ body: { success: true, id: 'm1' } }) });
    const { user, fill } = renderForm();

    await fill({ Name: 'A', Email: 'not-an-address', Subject: 'P', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name must be at least 2 characters.')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Subject must be at least 2 characters.')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters.');
    expect(server.requestsTo(SEND)).toHaveLength(0);
  });

  it('clears a field’s message as soon as it is corrected', async () => {
    startServer({});
    const { user, field } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeVisible();
    await user.type(field('Name'), 'Ada');

    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
  });

  it('sends what was typed, with the photographer of the portfolio, and is disabled while sending', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const server = startServer({ [SEND]: () => new Promise((resolve) => (answer = resolve)) });
    const { user, fill, field } = renderForm({ portfolioUsername: 'jdoe' });

    await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(field('Message')).toBeDisabled();
    expect(server.requestsTo(SEND).map((request) => request.body)).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Prints',
        message: 'Do you sell prints of the harbour series?',
        honeypot: '',
        portfolioUsername: 'jdoe',
      },
    ]);

    answer({ body: { success: true, id: 'm1' } });

    expect(await screen.findByText('Message Sent!')).toBeVisible();
    expect(screen.getByText("Thanks for reaching out. I'll get back to you soon.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of Object.keys(VALID)) expect(field(label)).toHaveValue('');
  });

  it('says the message was not sent when the server fails, and keeps everything typed', async () => {
    startServer({ [SEND]: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    const { user, fill, field } = renderForm();

    await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('There was a problem sending your message. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field('Name')).toHaveValue(VALID.Name);
    expect(field('Email')).toHaveValue(VALID.Email);
    expect(field('Subject')).toHaveValue(VALID.Subject);
    expect(field('Message')).toHaveValue(VALID.Message);
  });

  it("shows the server's field messages from a refused message", async () => {
    startServer({
      [SEND]: () => ({
        status: 400,
        body: { message: 'Validation failed', details: { fieldErrors: { email: ['This address cannot receive e-mail.'] } } },
      }),
    });
    const { user, fill, field } = renderForm();

    await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('This address cannot receive e-mail.')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('This address cannot receive e-mail.');
    expect(field('Email')).toHaveValue(VALID.Email);
  });

  it('sends nothing when the hidden field a bot fills is filled, and only says it failed', async () => {
    const server = startServer({ [SEND]: () => ({ body: { success: true, id: 'm1' } }) });
    const { user, fill } = renderForm();

    await fill(VALID);
    await user.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('There was a problem sending your message. Please try again.')).toBeVisible();
    expect(server.requestsTo(SEND)).toHaveLength(0);
  });
});
