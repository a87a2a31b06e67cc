import type { PortfolioProfile } from '@lumafolio/contracts';
import { escapeHtml } from '@lumafolio/server-common';
import { displayName, homePageHead, missingPortfolioHead, portfolioPageHead, renderPageHead, summarise } from './page-head.js';

const site = { brand: 'Lumafolio', description: 'A portfolio platform for photographers.', publicUrl: 'https://lumafolio.example' };
const profile: PortfolioProfile = {
  id: 'abcdefghijkl',
  username: 'jane',
  firstName: 'Jane',
  lastName: 'Doe',
  tagline: 'Light and shadow',
  aboutMe: 'I photograph coasts.',
  profileImage: null,
  instagram: null,
  twitter: null,
  website: null,
  portfolioPath: '/jane-doe',
};

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });
});

describe('portfolioPageHead + renderPageHead', () => {
  it('describes the portfolio with absolute canonical and image URLs', () => {
    const html = renderPageHead(portfolioPageHead(profile, '/api/images/p1/w2400.webp', site));
    expect(html).toContain('<title>Jane Doe | Lumafolio</title>');
    expect(html).toContain('<meta name="description" content="Light and shadow" />');
    expect(html).toContain('<link rel="canonical" href="https://lumafolio.example/jane-doe" />');
    expect(html).toContain('<meta property="og:title" content="Jane Doe" />');
    expect(html).toContain('<meta property="og:description" content="Light and shadow" />');
    expect(html).toContain('<meta property="og:url" content="https://lumafolio.example/jane-doe" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:image" content="https://lumafolio.example/api/images/p1/w2400.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('keeps hostile profile text as text', () => {
    const hostile = { ...profile, firstName: '"><img src=x onerror=alert(1)>', tagline: '<script>alert(1)</script>' };
    const html = renderPageHead(portfolioPageHead(hostile, 'https://cdn.example/a.webp?x=1&y="2"', site));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('content="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('content="https://cdn.example/a.webp?x=1&amp;y=%222%22"');
  });

  it('falls back to the bio, then to a sentence naming the photographer; no image means a summary card', () => {
    expect(portfolioPageHead({ ...profile, tagline: null }, null, site).description).toBe('I photograph coasts.');
    const bare = portfolioPageHead({ ...profile, tagline: ' ', aboutMe: null, firstName: null, lastName: null }, null, site);
    expect(bare.description).toBe('Photography portfolio of jane on Lumafolio.');
    const html = renderPageHead(bare);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });
});

describe('homePageHead and missingPortfolioHead', () => {
  it('gives the home page the brand title and description', () => {
    const html = renderPageHead(homePageHead(site));
    expect(html).toContain('<title>Lumafolio</title>');
    expect(html).toContain('<meta property="og:description" content="A portfolio platform for photographers." />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:url" content="https://lumafolio.example/" />');
  });

  it('keeps an unknown portfolio out of search results', () => {
    const html = renderPageHead(missingPortfolioHead(site, '/nobody'));
    expect(html).toContain('<title>Portfolio Not Found | Lumafolio</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
  });
});

describe('displayName and summarise', () => {
  it('uses the full name, else the username', () => {
    expect(displayName(profile)).toBe('Jane Doe');
    expect(displayName({ ...profile, lastName: null })).toBe('Jane');
    expect(displayName({ ...profile, firstName: ' ', lastName: null })).toBe('jane');
  });

  it('makes one line and cuts long text at a word', () => {
    expect(summarise('a\n\n b')).toBe('a b');
    const long = `${'word '.repeat(60)}end`;
    const cut = summarise(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/word…$/);
  });
});
