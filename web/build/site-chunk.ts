import type { Plugin, Rollup } from 'vite';

/**
 * One chunk for the code every visitor page runs, instead of the dozens of small shared
 * chunks automatic splitting makes of it. A page the gateway rendered loads its code after
 * its first paint (src/app/main.tsx), and each file then costs the phone a request and
 * main-thread time to start it; one file also compresses better.
 *
 * The site code is what the app's start (`appModule`) imports statically, plus what every
 * visitor page imports statically (`pageModules`); code one visitor page alone uses stays
 * with that page, lazily loaded code (account, dialogs, the lightbox) stays out, and so
 * does what the entry itself imports (`entryModule`: it runs before the first paint).
 * `siteChunk.test` is the code-splitting group test; the plugin fills its module set once
 * the module graph is known, before chunks are made.
 */
export function siteChunk(entryModule: string, appModule: string, pageModules: readonly string[]): { plugin: Plugin; test: (id: string) => boolean } {
  const site = new Set<string>();
  const plugin: Plugin = {
    name: 'lumafolio-site-chunk',
    apply: 'build',
    buildEnd() {
      site.clear();
      const closure = (suffix: string) => staticClosure(this, suffix);
      for (const id of closure(appModule)) site.add(id);
      const [first, ...others] = pageModules.map(closure);
      for (const id of first ?? []) if (others.every((page) => page.has(id))) site.add(id);
      for (const id of closure(entryModule)) site.delete(id);
    },
  };
  return { plugin, test: (id) => site.has(id) && !/[\\/]node_modules[\\/]/.test(id) };
}

/** The module whose id ends with `suffix`, and every module it imports statically, transitively. */
function staticClosure(context: Rollup.PluginContext, suffix: string): Set<string> {
  const start = [...context.getModuleIds()].find((id) => id.endsWith(suffix));
  if (!start) throw new Error(`siteChunk: no module ${suffix}`);
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
