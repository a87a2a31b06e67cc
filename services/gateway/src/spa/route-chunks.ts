import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The visitor pages whose code the gateway announces in their HTML, by their route module. */
export const ROUTE_MODULES = {
  home: 'src/app/routes/home.tsx',
  portfolio: 'src/app/routes/portfolio.tsx',
} as const;

export type VisitorRoute = keyof typeof ROUTE_MODULES;

/**
 * The JavaScript files of a lazily loaded route, from the web build's manifest, so the page's
 * HTML can name them (`<link rel="modulepreload">`): they then download with the app's entry
 * instead of after it has run. The entry's own files are left out (index.html names them).
 * The manifest is read again when a new build replaces it; no manifest → no files.
 */
export class RouteChunks {
  private cached: { mtimeMs: number; buildId: string; files: Record<VisitorRoute, string[]> } | null = null;
  private readonly path: string;

  constructor(webDistDir: string) {
    this.path = join(webDistDir, '.vite', 'manifest.json');
  }

  async files(route: VisitorRoute): Promise<string[]> {
    return (await this.load())?.files[route] ?? [];
  }

  /**
   * Which build the manifest describes (a digest of it, the same on every replica of one
   * release): a page rendered from another build names files this one does not serve.
   * Null when the web app is not built.
   */
  async buildId(): Promise<string | null> {
    return (await this.load())?.buildId ?? null;
  }

  private async load() {
    const mtimeMs = await stat(this.path).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (this.cached?.mtimeMs !== mtimeMs) {
      const text = await readFile(this.path, 'utf8');
      const buildId = createHash('sha256').update(text).digest('base64url').slice(0, 16);
      this.cached = { mtimeMs, buildId, files: routeFiles(JSON.parse(text) as Manifest) };
    }
    return this.cached;
  }
}

function routeFiles(manifest: Manifest): Record<VisitorRoute, string[]> {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedWithEntry = staticClosure(manifest, entryKeys);
  const files = {} as Record<VisitorRoute, string[]>;
  for (const route of Object.keys(ROUTE_MODULES) as VisitorRoute[]) {
    const closure = manifest[ROUTE_MODULES[route]] ? staticClosure(manifest, [ROUTE_MODULES[route]]) : new Set<string>();
    files[route] = [...closure].filter((key) => !loadedWithEntry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
  }
  return files;
}

/** The chunks `keys` import statically, themselves included, in import order. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
