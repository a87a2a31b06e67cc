import { movedPortfolioLocation, segmentUnderPortfolio } from './moved-portfolio.js';

describe('movedPortfolioLocation', () => {
  it.each([
    ['/old', '/new', '/new'],
    ['/Old?category=travel&photo=3', '/new', '/new?category=travel&photo=3'],
    ['/portfolio/old', '/new', '/portfolio/new'],
    ['/old/photos/abc?x=1', '/new', '/new/photos/abc?x=1'],
    ['/old', '/anna%20maria-smith', '/anna%20maria-smith'],
  ])('sends %s to the current path %s', (url, movedTo, expected) => {
    expect(movedPortfolioLocation(url, movedTo)).toBe(expected);
  });

  it.each([
    ['/old', '//evil.example'],
    ['/old', '/\\evil.example'],
    ['/old', 'https://evil.example/'],
    ['/old', ''],
    ['/old?q=é', '/new'],
    ['/', '/new'],
  ])('refuses to send %s to %s', (url, movedTo) => {
    expect(movedPortfolioLocation(url, movedTo)).toBeNull();
  });
});

describe('segmentUnderPortfolio', () => {
  it.each([
    ['/jane/photos/1', 'jane'],
    ['/portfolio/jane/x?y=1', 'jane'],
    ['/anna%20maria-smith/x', 'anna maria-smith'],
  ])('finds the segment of %s', (url, segment) => {
    expect(segmentUnderPortfolio(url)).toBe(segment);
  });

  it.each(['/jane', '/admin/dashboard', '/account/google-photos/albums', '/%E0%A4%A/x'])('finds none in %s', (url) => {
    expect(segmentUnderPortfolio(url)).toBeNull();
  });
});
