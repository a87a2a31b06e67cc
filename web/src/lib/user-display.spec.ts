import { describe, expect, it } from '@jest/globals';
import {
  accountAvatarInitial,
  accountDisplayName,
  accountEmailLine,
  fullName,
  greetingName,
  memberSince,
  menuDisplayName,
  menuEmailLine,
  navAvatarInitial,
  orNotSet,
} from './user-display';

const jane = { id: 'u42', username: 'jdoe', firstName: 'jane', lastName: 'Doe', emailPartial: 'ja******@example.com' };

describe('avatar initials', () => {
  it('navigation bar: firstName, else username, else U', () => {
    expect(navAvatarInitial(jane)).toBe('J');
    expect(navAvatarInitial({ ...jane, firstName: '  ' })).toBe('J');
    expect(navAvatarInitial({ ...jane, firstName: null, username: 'zed' })).toBe('Z');
    expect(navAvatarInitial({ id: 'u42', firstName: null, username: '' })).toBe('U');
    expect(navAvatarInitial(null)).toBe('U');
  });

  it('account page: firstName, else username, else id', () => {
    expect(accountAvatarInitial({ ...jane, firstName: 'émile' })).toBe('É');
    expect(accountAvatarInitial({ id: 'x9', username: 'mo', firstName: '' })).toBe('M');
    expect(accountAvatarInitial({ id: 'x9', username: null, firstName: null })).toBe('X');
    expect(accountAvatarInitial(undefined)).toBe('U');
  });

  it('takes a whole character, not half of a surrogate pair', () => {
    expect(navAvatarInitial({ firstName: '𝒜lice' })).toBe('𝒜');
  });
});

describe('names', () => {
  it('full name joins what is set', () => {
    expect(fullName(jane)).toBe('jane Doe');
    expect(fullName({ firstName: 'Jane', lastName: null })).toBe('Jane');
    expect(fullName({ firstName: ' ', lastName: 'Doe ' })).toBe('Doe');
    expect(fullName(null)).toBe('');
  });

  it('mobile menu header: name, else username, else User; e-mail, else Signed in', () => {
    expect(menuDisplayName(jane)).toBe('jane Doe');
    expect(menuDisplayName({ ...jane, firstName: null, lastName: null })).toBe('jdoe');
    expect(menuDisplayName({ id: 'u1' })).toBe('User');
    expect(menuEmailLine(jane)).toBe('ja******@example.com');
    expect(menuEmailLine({ ...jane, emailPartial: null })).toBe('Signed in');
  });

  it('account header: greeting, name, e-mail line', () => {
    expect(greetingName(jane)).toBe('jane');
    expect(greetingName({ ...jane, firstName: '' })).toBe('ja******@example.com');
    expect(greetingName({ ...jane, firstName: null, emailPartial: null })).toBe('jdoe');
    expect(accountDisplayName({ ...jane, firstName: null, lastName: null })).toBe('jdoe');
    expect(accountEmailLine(jane)).toBe('ja******@example.com');
    expect(accountEmailLine({ ...jane, emailPartial: '' })).toBe('Email on file (private)');
  });

  it("Profile Summary shows 'Not set' for empty values", () => {
    expect(orNotSet('Doe')).toBe('Doe');
    expect(orNotSet('')).toBe('Not set');
    expect(orNotSet('   ')).toBe('Not set');
    expect(orNotSet(null)).toBe('Not set');
  });
});

describe('memberSince', () => {
  it('is the creation month, or null', () => {
    expect(memberSince('2025-03-14T12:00:00.000Z', 'UTC')).toBe('March 2025');
    expect(memberSince('')).toBeNull();
    expect(memberSince('nope')).toBeNull();
  });
});
