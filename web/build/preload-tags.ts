import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

export interface PreloadTagsOptions {
  /**
   * The app's module: index.html's entry (src/app/main.tsx) imports it dynamically, so that
   * server-rendered pages can ask for it after their first paint. Every other page wants it
   * at once: its chunks get `<link rel="modulepreload">` (the gateway leaves them out of the
   * pages it renders).
   */
  appModule: string;
  /**
   * The built font file to preload. Otherwise the browser asks for the font only once it has
   * parsed the stylesheet and laid out text that needs it, and at the top priority, ahead of
   * the page's largest image; a portfolio's first screen waits for both (name and hero).
   */
  font: RegExp;
}

/** Writes index.html's preload tags for the app's code and the font (see the options). */
export function preloadTags({ appModule, font }: PreloadTagsOptions): Plugin {
  let base = '/';
  const link = (attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });
  return {
    name: 'lumafolio-preload-tags',
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
        if (!app) throw new Error(`preloadTags: no chunk for ${appModule}`);
        const fontFile = Object.values(bundle).find((item) => item.type === 'asset' && font.test(item.fileName));
        if (!fontFile) throw new Error(`preloadTags: no built font matches ${font}`);
        // The entry's own imports already have their tags.
        const entry = context.chunk ? staticClosure(bundle, context.chunk) : new Set<string>();
        const modules = [...staticClosure(bundle, app)].filter((file) => !entry.has(file));
        return [
          ...modules.map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `${base}${file}` })),
          link({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `${base}${fontFile.fileName}` }),
        ];
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
