import { renderRobotsTxt, renderSitemap } from './sitemap.js';

describe('renderSitemap', () => {
  it('lists the home page and each portfolio with an absolute URL and its last change', () => {
    const xml = renderSitemap('https://lumafolio.example', [
      { path: '/jane-doe', lastModified: '2026-03-04T05:06:07.891Z' },
      { path: '/abcdefghijkl', lastModified: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://lumafolio.example/</loc></url>',
        '  <url><loc>https://lumafolio.example/jane-doe</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>',
        '  <url><loc>https://lumafolio.example/abcdefghijkl</loc><lastmod>2026-01-01T00:00:00Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what XML needs escaped', () => {
    const xml = renderSitemap('https://x.example', [{ path: "/o'brien&co", lastModified: '2026-01-01T00:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://x.example/o&apos;brien&amp;co</loc>');
  });
});

describe('renderRobotsTxt', () => {
  it('allows the site, keeps crawlers out of the API and private screens, and names the sitemap', () => {
    expect(renderRobotsTxt('https://x.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /my-photos',
      'Disallow: /admin',
      '',
      'Sitemap: https://x.example/sitemap.xml',
      '',
    ]);
  });
});
