import { addressOf, replyLink, replySubject } from './reply-link';

describe('the Reply link', () => {
  it('drops the "Contact Form: " prefix, only at the start', () => {
    expect(replySubject('Contact Form: Prints')).toBe('Prints');
    expect(replySubject('Re: Contact Form: Prints')).toBe('Re: Contact Form: Prints');
    expect(replySubject('Finish creating your account')).toBe('Finish creating your account');
  });

  it('reads the address of a mailbox', () => {
    expect(addressOf('Bob Visitor <bob@example.com>')).toBe('bob@example.com');
    expect(addressOf('bob@example.com')).toBe('bob@example.com');
  });

  it('answers the Reply-To when there is one, else the sender', () => {
    expect(replyLink({ from: 'Lumafolio <no-reply@lumafolio.local>', replyTo: 'Bob <bob@example.com>', subject: 'Contact Form: Prints & frames?' })).toBe(
      'mailto:bob@example.com?subject=Prints%20%26%20frames%3F',
    );
    expect(replyLink({ from: 'Ann <ann@example.com>', replyTo: null, subject: 'Hello' })).toBe('mailto:ann@example.com?subject=Hello');
  });
});
