import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * index.html's entry (src/app/main.tsx) imports the app itself dynamically (src/app/start-app.tsx),
 * so that server-rendered pages can ask for it after their first paint. Every other page
 * wants it at once: this writes `<link rel="modulepreload">` for the app's chunks into
 * index.html, and the gateway leaves them out of the pages it renders.
 */
export function preloadApp(appModule: string): Plugin {
  let base = '/';
  return {
    name: 'lumafolio-preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const app = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.facadeModuleId?.endsWith(appModule) === true);
        if (!app) throw new Error(`preloadApp: no chunk for ${appModule}`);
        // The entry's own imports already have their tags.
        const entry = context.chunk ? staticClosure(bundle, context.chunk) : new Set<string>();
        return [...staticClosure(bundle, app)].filter((file) => !entry.has(file)).map(
          (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }),
        );
      },
    },
  };
}

/** The chunk's file and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticClosure(bundle, imported, files);
  }
  return files;
}
