import type { PublicPortfolio } from '@lumafolio/contracts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** W3C datetime without milliseconds, as sitemap readers expect. */
const w3cDate = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * sitemap.xml (sitemaps.org 0.9): the home page and every public portfolio, as absolute
 * URLs at their canonical paths with the date they last changed.
 */
export function renderSitemap(publicUrl: string, portfolios: readonly PublicPortfolio[]): string {
  const entries = [
    `  <url><loc>${escapeXml(`${publicUrl}/`)}</loc></url>`,
    ...portfolios.map(
      (portfolio) => `  <url><loc>${escapeXml(`${publicUrl}${portfolio.path}`)}</loc><lastmod>${w3cDate(portfolio.lastModified)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the API and the signed-in screens. */
export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /my-photos',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
