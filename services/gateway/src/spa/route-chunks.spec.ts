import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouteChunks } from './route-chunks.js';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_shared-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_gallery-1.js': { file: 'assets/gallery-1.js', imports: ['_shared-1.js'] },
  'src/app/routes/portfolio.tsx': {
    file: 'assets/portfolio-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_gallery-1.js'],
    dynamicImports: ['src/lightbox.tsx'],
  },
  'src/lightbox.tsx': { file: 'assets/lightbox-1.js', isDynamicEntry: true },
};

describe('RouteChunks', () => {
  it("names a route's files that the entry does not load already, and not its lazy parts", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const chunks = new RouteChunks(dir);
    expect(await chunks.files('portfolio')).toEqual(['/assets/portfolio-1.js', '/assets/gallery-1.js']);
    expect(await chunks.files('home')).toEqual([]);
  });

  it('names nothing without a build', async () => {
    expect(await new RouteChunks(mkdtempSync(join(tmpdir(), 'chunks-'))).files('portfolio')).toEqual([]);
  });
});
