import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The gateway decodes no image and fetches nothing a user names (ADR 56): loading its whole
 * module graph (the built application, as `main.js` loads it) never loads sharp, the decoding
 * entry of `@lumafolio/images`, or an HTTP client package. Every `import` and `require` is
 * recorded by a resolve hook in a child process, so a dependency added deep in a library counts too.
 */
const ENTRY = fileURLToPath(new URL('../dist/create-gateway.js', import.meta.url));
/** What the bundle every launcher runs was made of (written by scripts/bundle-service.mjs). */
const BUNDLE_CONTENTS = fileURLToPath(new URL('../dist/main.bundle.contents.json', import.meta.url));
const RECORD_LOADED_MODULES = `
import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({ resolve(specifier, context, nextResolve) { const resolved = nextResolve(specifier, context); loaded.add(resolved.url); return resolved; } });
await import(process.argv[1]);
process.stdout.write(JSON.stringify([...loaded]));
`;
const FORBIDDEN = [
  /\/node_modules\/sharp\//,
  /\/node_modules\/@img\//,
  /\/libs\/images\/(dist|src)\/(index|sharp)\.js$/,
  /\/node_modules\/(undici|axios|node-fetch|got)\//,
];

describe('the gateway as a stateless edge', () => {
  it('loads no image decoder and no HTTP client', async () => {
    if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build first (tsc -b tsconfig.json)`);
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', RECORD_LOADED_MODULES, ENTRY], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const loaded = JSON.parse(stdout) as string[];
    expect(loaded.length).toBeGreaterThan(100);
    expect(loaded.some((url) => url.endsWith('/libs/images/dist/signatures.js'))).toBe(true);
    expect(loaded.filter((url) => FORBIDDEN.some((pattern) => pattern.test(url)))).toEqual([]);
  }, 60_000);

  it('its bundle holds no image decoder and no HTTP client, and imports none at run time', () => {
    if (!existsSync(BUNDLE_CONTENTS)) throw new Error(`${BUNDLE_CONTENTS} is missing: build first (npm run build)`);
    const contents = JSON.parse(readFileSync(BUNDLE_CONTENTS, 'utf8')) as { modules: string[]; external: string[] };
    const modules = contents.modules.map((path) => `/${path.replace(/^(\.\.\/)+/, '')}`);
    expect(modules.some((path) => path.endsWith('/libs/images/dist/signatures.js'))).toBe(true);
    expect(modules.filter((path) => FORBIDDEN.some((pattern) => pattern.test(path)))).toEqual([]);
    expect(contents.external.filter((name) => /^(sharp|@img\/|undici|axios|node-fetch|got)/.test(name))).toEqual([]);
  });
});
