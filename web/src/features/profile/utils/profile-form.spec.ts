import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@/lib/api-client';
import {
  changedProfileFields,
  checkProfileChanges,
  hasProfileChanges,
  previewPortfolioPath,
  profileErrorsFromResponse,
  profileFormValues,
  urlTypeFallsBack,
  type ProfileFormValues,
} from './profile-form';

const stored: ProfileFormValues = {
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  tagline: 'Light and shadow',
  bio: '',
  portfolioUrlType: 'username',
  instagram: '@jdoe',
  twitter: '',
  website: 'https://jane.photo',
};

describe('profileFormValues', () => {
  it('turns missing values into empty strings', () => {
    expect(
      profileFormValues({
        username: 'jdoe',
        firstName: null,
        lastName: 'Doe',
        tagline: null,
        bio: null,
        portfolioUrlType: 'fullname_dot',
        instagram: null,
        twitter: '@jd',
        website: null,
      }),
    ).toEqual({
      username: 'jdoe',
      firstName: '',
      lastName: 'Doe',
      tagline: '',
      bio: '',
      portfolioUrlType: 'fullname_dot',
      instagram: '',
      twitter: '@jd',
      website: '',
    });
  });

  it('uses the default URL type for an unknown one', () => {
    const values = profileFormValues({ ...stored, portfolioUrlType: 'weird' as never });
    expect(values.portfolioUrlType).toBe('username');
  });
});

describe('changedProfileFields (form diffing)', () => {
  it('is empty when nothing changed', () => {
    expect(changedProfileFields(stored, { ...stored })).toEqual({});
    expect(hasProfileChanges(stored, { ...stored })).toBe(false);
  });

  it('ignores surrounding spaces', () => {
    expect(changedProfileFields(stored, { ...stored, username: ' jdoe ', tagline: 'Light and shadow  ' })).toEqual({});
  });

  it('lists exactly the changed fields', () => {
    expect(changedProfileFields(stored, { ...stored, username: 'jane2', bio: 'Hello', portfolioUrlType: 'fullname_dash' })).toEqual({
      username: 'jane2',
      bio: 'Hello',
      portfolioUrlType: 'fullname_dash',
    });
    expect(hasProfileChanges(stored, { ...stored, lastName: '' })).toBe(true);
    expect(changedProfileFields(stored, { ...stored, lastName: '' })).toEqual({ lastName: '' });
  });

  it('includes changed social links, and clearing one', () => {
    expect(changedProfileFields(stored, { ...stored, twitter: '@jane', instagram: '' })).toEqual({ twitter: '@jane', instagram: '' });
  });

  it('treats a username case change as a change', () => {
    expect(changedProfileFields(stored, { ...stored, username: 'JDoe' })).toEqual({ username: 'JDoe' });
  });
});

describe('checkProfileChanges', () => {
  it('passes valid changes through the contract (trimmed)', () => {
    expect(checkProfileChanges({ username: ' jane_2 ', tagline: ' Hi ' })).toEqual({ ok: true, request: { username: 'jane_2', tagline: 'Hi' } });
  });

  it('reports the contract messages per field', () => {
    const result = checkProfileChanges({ username: 'a b', bio: 'x'.repeat(2001), firstName: 'ok' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.username).toMatch(/letters, digits/);
    expect(result.errors.bio).toMatch(/at most 2000/);
    expect(result.errors.firstName).toBeUndefined();
  });

  it('accepts social links as full URLs, handles or hosts, and empty to clear', () => {
    expect(checkProfileChanges({ instagram: ' @jane.doe ', twitter: 'https://x.com/jane', website: 'jane.photo/about' })).toEqual({
      ok: true,
      request: { instagram: '@jane.doe', twitter: 'https://x.com/jane', website: 'jane.photo/about' },
    });
    expect(checkProfileChanges({ website: '' })).toEqual({ ok: true, request: { website: '' } });
  });

  it('rejects social links that are not a web link, handle or host', () => {
    const result = checkProfileChanges({ website: 'javascript:alert(1)', instagram: 'my handle', twitter: `https://x.com/${'a'.repeat(200)}` });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.website).toBe('Enter a full http(s) URL, a handle or a host name.');
    expect(result.errors.instagram).toBe('Enter a full http(s) URL, a handle or a host name.');
    expect(result.errors.twitter).toBe('Links are at most 200 characters.');
  });

  it('rejects reserved usernames', () => {
    const result = checkProfileChanges({ username: 'Account' });
    expect(result.ok).toBe(false);
  });
});

describe('profileErrorsFromResponse', () => {
  it('maps a 400 with details.fieldErrors', () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      statusText: 'Bad Request',
      body: { statusCode: 400, error: 'Bad Request', message: 'Validation failed', details: { fieldErrors: { tagline: ['Too long'], role: ['nope'] } } },
    });
    expect(profileErrorsFromResponse(error)).toEqual({ tagline: 'Too long' });
  });

  it('puts a 409 on the username', () => {
    const error = new ApiError('That username is already taken.', {
      status: 409,
      statusText: 'Conflict',
      body: { statusCode: 409, error: 'Conflict', message: 'That username is already taken.' },
    });
    expect(profileErrorsFromResponse(error)).toEqual({ username: 'That username is already taken.' });
  });

  it('is empty for other failures', () => {
    expect(profileErrorsFromResponse(new ApiError('Network error', { status: 0, statusText: '', isNetworkError: true }))).toEqual({});
    expect(profileErrorsFromResponse(new Error('x'))).toEqual({});
  });
});

describe('previewPortfolioPath', () => {
  it('follows the URL type with the shared portfolioPath', () => {
    expect(previewPortfolioPath('U1', stored)).toBe('/jdoe');
    expect(previewPortfolioPath('U1', { ...stored, portfolioUrlType: 'fullname_dash' })).toBe('/jane-doe');
    expect(previewPortfolioPath('U1', { ...stored, portfolioUrlType: 'fullname_dot' })).toBe('/jane.doe');
    expect(previewPortfolioPath('U1', { ...stored, portfolioUrlType: 'replit_id' })).toBe('/u1');
    expect(previewPortfolioPath('U1', { ...stored, username: 'NewName' })).toBe('/newname');
  });

  it('knows when a name-based type falls back to the username', () => {
    expect(urlTypeFallsBack({ ...stored, portfolioUrlType: 'fullname_dash' })).toBe(false);
    expect(urlTypeFallsBack({ ...stored, lastName: ' ', portfolioUrlType: 'fullname_dot' })).toBe(true);
    expect(urlTypeFallsBack({ ...stored, lastName: '' })).toBe(false);
  });
});
