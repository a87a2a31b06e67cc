// Bundles a service's compiled entry (dist/main.js, tsc's output with its decorator metadata)
// and everything it imports into one file, dist/main.bundle.js, which every launcher runs:
// Node then reads one file instead of ~2 000 modules, which halves a process's start-up CPU
// (docs/adr/0071-services-run-bundled.md).
//
//   node scripts/bundle-service.mjs            (from a service's directory, as its build does)
//
// What stays outside the bundle, loaded from node_modules as before: packages with native
// code, and modules that cannot be resolved at build time (optional peers NestJS or the
// MongoDB driver only try to load). Every module's own location is kept: `import.meta.url`,
// `__dirname` and `__filename` are rewritten to the file they were written in, so a path
// a module builds from its own place (a worker file, fonts, assets, web/dist) is unchanged.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const serviceDir = process.cwd();
const entry = join(serviceDir, 'dist/main.js');
const outfile = join(serviceDir, 'dist/main.bundle.js');
const outDir = dirname(outfile);

// Native add-ons (and packages that load other packages' native builds by name at run time).
const NATIVE = ['sharp', 'argon2', '@tensorflow/tfjs-node', '@vladmandic/human', 'msgpackr-extract', 'bufferutil', 'utf-8-validate', 'fsevents', 'canvas'];

/** The path from the bundle's directory to `file`, as a URL path. */
function fromBundle(file) {
  const path = relative(outDir, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const keepLocations = {
  name: 'keep-module-locations',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined;
      if (NATIVE.includes(packageName(args.path))) return { path: args.path, external: true };
      // An optional peer that is not installed stays a run-time lookup, which fails (and is
      // handled) exactly as it did unbundled.
      const from = args.resolveDir || serviceDir;
      try {
        createRequire(join(from, 'noop.js')).resolve(args.path);
        return undefined;
      } catch {
        if (existsSync(join(serviceDir, '../../node_modules', packageName(args.path)))) return undefined;
        return { path: args.path, external: true };
      }
    });
    bundle.onLoad({ filter: /\.(c|m)?js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!/import\.meta\.(url|main)|__dirname|__filename/.test(source)) return undefined;
      const here = fromBundle(args.path);
      const folder = fromBundle(dirname(args.path));
      // A module run as a program checks import.meta.main; in the bundle only the entry is one.
      let rewritten = source
        .replace(/\bimport\.meta\.url\b/g, `__lfModuleUrl(${JSON.stringify(here)})`)
        .replace(/\bimport\.meta\.main\b/g, args.path === entry ? 'import.meta.main' : 'false');
      // CommonJS's own names are declared for the module (on its first line, after a hashbang
      // or "use strict", so line numbers and strictness hold), unless it declares them itself.
      const locals = [
        ['__dirname', folder],
        ['__filename', here],
      ]
        .filter(([name]) => new RegExp(`\\b${name}\\b`).test(source))
        .filter(([name]) => !new RegExp(`\\b(var|let|const|function)\\s+${name}\\b`).test(source))
        .map(([name, path]) => `var ${name} = __lfModulePath(${JSON.stringify(path)});`)
        .join(' ');
      if (locals) {
        const prologue = /^(#![^\n]*\n)?(\s*(['"])use strict\3;?)?/.exec(rewritten)[0];
        rewritten = `${prologue};${locals}${rewritten.slice(prologue.length)}`;
      }
      return { contents: rewritten, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

const banner = [
  "import { createRequire as __lfCreateRequire } from 'node:module';",
  "import { fileURLToPath as __lfFileURLToPath } from 'node:url';",
  'const require = __lfCreateRequire(import.meta.url);',
  'const __lfModuleUrl = (path) => new URL(path, import.meta.url).href;',
  'const __lfModulePath = (path) => __lfFileURLToPath(new URL(path, import.meta.url));',
].join('\n');

if (!existsSync(entry)) {
  console.error(`bundle-service: ${relative(process.cwd(), entry)} is missing (run tsc first)`);
  process.exit(1);
}

const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Class names stay as written: NestJS and our logs use them.
  keepNames: true,
  sourcemap: 'linked',
  banner: { js: banner },
  plugins: [keepLocations],
  logLevel: 'error',
  logOverride: { 'require-resolve-not-external': 'silent' },
  metafile: true,
});

// What went in, and what stays a run-time import: tests read it (e.g. that the gateway's
// bundle holds no image decoder).
const output = result.metafile.outputs[relative(process.cwd(), outfile)];
const contents = {
  modules: Object.keys(result.metafile.inputs).sort(),
  external: [...new Set(output.imports.filter((entry) => entry.external).map((entry) => entry.path))].sort(),
};
writeFileSync(join(outDir, 'main.bundle.contents.json'), `${JSON.stringify(contents, null, 1)}\n`);
process.stdout.write(`${relative(resolve(serviceDir, '../..'), outfile)}: ${contents.modules.length} modules, ${(output.bytes / 1e6).toFixed(1)} MB\n`);
