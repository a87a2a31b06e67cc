import { describe, expect, it } from '@jest/globals';
import { isPublicPortfolioPath, publicPortfolioSegment } from './public-portfolio-path';

describe('isPublicPortfolioPath', () => {
  it.each([
    '/jane',
    '/Jane_Doe',
    '/jane-doe',
    '/jane.doe',
    '/u123',
    '/j',
    '/jane/',
    '/portfolio/jane',
    '/portfolio/Jane_Doe-2',
    '/portfolio/jane/',
    '/portfolio/jane.doe',
    '/%C3%A9mile',
  ])('is true for the portfolio path %s', (path) => expect(isPublicPortfolioPath(path)).toBe(true));

  it.each(['/landing', '/account', '/my-photos', '/admin', '/Admin', '/ACCOUNT/', '/portfolio', '/api', '/login'])('is false for the app route %s', (path) =>
    expect(isPublicPortfolioPath(path)).toBe(false),
  );

  it.each([
    '/',
    '',
    '/admin/dashboard',
    '/account/google-photos/albums',
    '/jane/photos',
    '/jane doe',
    '/..',
    '/%E0%A4%A',
    '/jane%20doe',
    '/portfolio/',
    '/portfolio/jane/x',
    '//jane',
  ])('is false for %s, which is not a single segment of the pattern', (path) => expect(isPublicPortfolioPath(path)).toBe(false));
});

describe('publicPortfolioSegment', () => {
  it('gives the decoded segment of a portfolio path, and null for any other path', () => {
    expect(publicPortfolioSegment('/portfolio/Jane_Doe/')).toBe('Jane_Doe');
    expect(publicPortfolioSegment('/%C3%A9mile')).toBe('émile');
    expect(publicPortfolioSegment('/account')).toBeNull();
    expect(publicPortfolioSegment('/')).toBeNull();
  });
});
