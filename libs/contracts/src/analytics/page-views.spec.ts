import { countedPageOf, lastDays, portfolioSegmentOfPage } from './page-views.js';

describe('countedPageOf', () => {
  it('counts the app screens under one name each, without query, fragment or trailing slash', () => {
    expect(countedPageOf('/')).toBe('/');
    expect(countedPageOf('/account?tab=security')).toBe('/account');
    expect(countedPageOf('/admin/dashboard#users')).toBe('/admin');
    expect(countedPageOf('/my-photos/')).toBe('/my-photos');
    expect(countedPageOf('/Landing')).toBe('/landing');
  });

  it('counts both paths of a portfolio as one page, lowercased and decoded', () => {
    expect(countedPageOf('/Jane')).toBe('/portfolio/jane');
    expect(countedPageOf('/portfolio/jane?category=nature')).toBe('/portfolio/jane');
    expect(countedPageOf('/anna%20maria-smith')).toBe('/portfolio/anna maria-smith');
    expect(portfolioSegmentOfPage('/portfolio/jane')).toBe('jane');
    expect(portfolioSegmentOfPage('/account')).toBeNull();
  });

  it('counts nothing that is not a page: API paths, files, reserved words, deep or hostile paths', () => {
    for (const path of [
      '/api/photos',
      '/favicon.ico',
      '/admin/queues',
      '/a/b/c',
      'https://evil.example/',
      '//evil.example',
      '/%E0%A4%A',
      '/<script>',
      '/portfolio/',
    ]) {
      expect(countedPageOf(path)).toBeNull();
    }
  });
});

describe('lastDays', () => {
  it('lists the UTC days of the period, oldest first, across a month end', () => {
    expect(lastDays(3, new Date('2026-12-01T23:30:00Z'))).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});
