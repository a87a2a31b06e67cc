import { signInPath } from './sign-in-path';

describe('signInPath', () => {
  it('comes back to the page it started from, query included', () => {
    expect(signInPath({ pathname: '/jane', search: '?category=travel' })).toBe('/api/login?returnTo=%2Fjane%3Fcategory%3Dtravel');
    expect(signInPath({ pathname: '/portfolio/jane', search: '' })).toBe('/api/login?returnTo=%2Fportfolio%2Fjane');
  });

  it('is plain /api/login from the landing pages', () => {
    expect(signInPath({ pathname: '/', search: '' })).toBe('/api/login');
    expect(signInPath({ pathname: '/landing', search: '' })).toBe('/api/login');
  });
});
