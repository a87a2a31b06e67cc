import { createLogger } from '@lumafolio/server-common';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PageRenderer } from './page-renderer.js';

const logger = createLogger('gateway-test', 'silent');

function entryFile(source: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'ssr-')), 'entry-server.js');
  writeFileSync(path, source);
  return path;
}

describe('PageRenderer', () => {
  it("renders with the web app's server build, given the page's path and boot", async () => {
    const path = entryFile(
      `export async function renderPage(url, boot) { return { html: '<h1>' + url + ' ' + boot['/api/x'] + '</h1>', head: '<style></style>' }; }`,
    );
    expect(await new PageRenderer(path, logger).render('/ana?x=1', { '/api/x': 'y' })).toEqual({ html: '<h1>/ana?x=1 y</h1>', head: '<style></style>' });
  });

  it('leaves the page to the browser when the server build is missing or its render fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssr-'));
    expect(await new PageRenderer(join(dir, 'entry-server.js'), logger).render('/ana', {})).toBeNull();
    const failing = entryFile(`export async function renderPage() { throw new Error('broken component'); }`);
    expect(await new PageRenderer(failing, logger).render('/ana', {})).toBeNull();
    const unloadable = entryFile(`export const = ;`);
    expect(await new PageRenderer(unloadable, logger).render('/ana', {})).toBeNull();
  });
});
