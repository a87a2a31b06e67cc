import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpaDocument } from './spa-document.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Photos &amp; stories" />
    <title>Lumafolio</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('SpaDocument', () => {
  it('takes the site title and description from the built index.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    expect(await new SpaDocument(dir).siteDefaults()).toEqual({ title: 'Lumafolio', description: 'Photos & stories' });
  });

  it('replaces the title and description with the given tags and keeps the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const html = await new SpaDocument(dir).render('<title>Jane</title>');
    expect(html).toContain('<title>Jane</title>');
    expect(html).not.toContain('<title>Lumafolio</title>');
    expect(html).not.toContain('Photos &amp; stories');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html?.indexOf('<title>Jane</title>')).toBeLessThan(html?.indexOf('</head>') ?? 0);
    expect(html).toContain('<div id="root"></div>');
  });

  it("puts the early tags before the app's scripts, so the browser asks for them first", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const html = (await new SpaDocument(dir).render('<title>Jane</title>', '<link rel="preload" as="image" href="/hero.webp" />')) ?? '';
    expect(html.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('puts the rendered page inside #root and leaves the rest of the body as built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const html = (await new SpaDocument(dir).render('<title>Jane</title>', '', '<h1>Jane Doe</h1>')) ?? '';
    expect(html).toContain('<body><div id="root"><h1>Jane Doe</h1></div></body>');
  });

  it("leaves the app's module preloads out of a rendered page only (it asks for its code after painting)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const document = new SpaDocument(dir);
    expect(await document.render('<title>Jane</title>')).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
    const rendered = (await document.render('<title>Jane</title>', '', '<h1>Jane Doe</h1>')) ?? '';
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("carries the build's stylesheet in the page instead of linking it (no request before the first paint)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index.css'), '@font-face{src:url(/assets/font.woff2)}');
    const html = (await new SpaDocument(dir).render('<title>Jane</title>')) ?? '';
    expect(html).toContain('<style>@font-face{src:url(/assets/font.woff2)}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('is null when the web app is not built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    expect(await new SpaDocument(dir).render('<title>x</title>')).toBeNull();
  });
});
