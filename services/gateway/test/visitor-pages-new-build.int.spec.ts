import { profile, startGatewayUnderTest, type GatewayUnderTest } from '@lumafolio/dev-stack';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A rendered visitor page names its build's script files. After a release (a new web build
 * beside the same Redis), the cached pages of the build before must not be served: their
 * files are gone, and the page would show but never start.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:13243';
const ENTRY_SCRIPT = /\/assets\/entry-[\w-]+\.js/;
/** This run's release names its entry file anew (a build seen before would have its pages cached). */
const release = `entry-${Date.now().toString(36)}`;

/** The home page as a signed-out visitor gets it, once the cache holds it. */
async function cachedHome(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${GATEWAY}/`);
    expect(response.status).toBe(200);
    const body = await response.text();
    if (response.headers.get('x-visitor-cache') === 'hit') return body;
  }
  throw new Error('the home page is never answered from the cache');
}

/** A new build in `webDist`: its entry script renamed, as a changed build's hash renames it. */
function releaseNewBuild(webDist: string, entry: string): string {
  const next = entry.replace('/entry-', `/${release}`);
  const assets = join(webDist, 'assets');
  const entryFile = entry.slice('/assets/'.length);
  // The file and its precompressed copies.
  for (const file of readdirSync(assets).filter((name) => name.startsWith(entryFile))) {
    renameSync(join(assets, file), join(assets, file.replace('entry-', release)));
  }
  for (const file of ['index.html', join('.vite', 'manifest.json')]) {
    const path = join(webDist, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(entry.slice(1), next.slice(1)));
  }
  for (const compressed of ['index.html.br', 'index.html.gz', join('.vite', 'manifest.json.br')]) rmSync(join(webDist, compressed), { force: true });
  return next;
}

describe('visitor pages across a release of the web app', () => {
  let stack: GatewayUnderTest;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'lumafolio-web-build-'));
    cpSync(join(process.cwd(), 'web', 'dist'), webDist, { recursive: true });
    stack = await startGatewayUnderTest(testProfile, { gatewayPort: 13243, issuerPort: 13244, env: { gateway: { WEB_DIST_DIR: webDist } } });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the pages of the build it runs, never a cached page naming the files of the build before', async () => {
    const before = await cachedHome();
    const entry = ENTRY_SCRIPT.exec(before)?.[0];
    expect(entry).toBeDefined();

    // A release: the new build and a gateway started on it, beside the same Redis.
    const next = releaseNewBuild(webDist, entry as string);
    await stack.restartGateway();
    const after = await fetch(`${GATEWAY}/`);
    expect(after.status).toBe(200);
    const page = await after.text();
    expect({ cache: after.headers.get('x-visitor-cache'), entry: ENTRY_SCRIPT.exec(page)?.[0] }).toEqual({ cache: 'miss', entry: next });
    expect(page).toContain(next);
    expect(page).not.toContain(entry);
    expect((await fetch(`${GATEWAY}${next}`)).status).toBe(200);
    expect((await fetch(`${GATEWAY}${entry}`)).status).toBe(404);

    // The new build's page is cached in its turn.
    expect(await cachedHome()).toContain(next);
  });
});
