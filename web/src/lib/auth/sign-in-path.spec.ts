import { signInPath } from './sign-in-path';

describe('signInPath', () => {
  it('comes back to the page it started from, with its selected category', () => {
    expect(signInPath({ pathname: '/jane', search: '?featured=travel' })).toBe('/api/login?returnTo=%2Fjane%3Ffeatured%3Dtravel');
    expect(signInPath({ pathname: '/', search: '?featured=Travel' })).toBe('/api/login?returnTo=%2F%3Ffeatured%3Dtravel');
    expect(signInPath({ pathname: '/portfolio/jane', search: '' })).toBe('/api/login?returnTo=%2Fportfolio%2Fjane');
  });

  it('leaves tracking parameters behind: the link is the same for every spelling of the address', () => {
    expect(signInPath({ pathname: '/jane', search: '?utm_source=x&featured=travel&fbclid=1' })).toBe('/api/login?returnTo=%2Fjane%3Ffeatured%3Dtravel');
    expect(signInPath({ pathname: '/', search: '?v=123&featured=all' })).toBe('/api/login');
    expect(signInPath({ pathname: '/', search: '?featured=not a category' })).toBe('/api/login');
  });

  it('is plain /api/login from the landing pages', () => {
    expect(signInPath({ pathname: '/', search: '' })).toBe('/api/login');
    expect(signInPath({ pathname: '/landing', search: '' })).toBe('/api/login');
  });
});
