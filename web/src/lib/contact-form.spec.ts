import { describe, expect, it } from '@jest/globals';
import { EMPTY_CONTACT, checkContactForm, firstErrorPerField } from './contact-form';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Prints', message: 'Do you sell prints of the dunes?', honeypot: '' };

describe('contact form check', () => {
  it('gives the spec 01 §5 message for each short or wrong field', async () => {
    const check = await checkContactForm({ ...EMPTY_CONTACT, name: 'A', email: 'nope', subject: 'x', message: 'too short' });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        subject: 'Subject must be at least 2 characters.',
        message: 'Message must be at least 10 characters.',
      },
    });
  });

  it('refuses a filled honeypot', async () => {
    const check = await checkContactForm({ ...valid, honeypot: 'http://spam.example' });
    expect(check).toEqual({ ok: false, errors: { honeypot: 'Bot detection failed' } });
  });

  it('passes a valid form, trimmed, with the photographer of a portfolio page', async () => {
    const check = await checkContactForm({ ...valid, name: '  Ada  ' }, 'jane_doe');
    expect(check).toEqual({ ok: true, request: { ...valid, name: 'Ada', portfolioUsername: 'jane_doe' } });
  });

  it('keeps the first message of each field', () => {
    expect(
      firstErrorPerField([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: ['other'], message: 'ignored' },
        { path: [], message: 'form-level' },
      ]),
    ).toEqual({ name: 'first' });
  });
});
