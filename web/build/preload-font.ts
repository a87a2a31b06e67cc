import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Writes `<link rel="preload" as="font">` into index.html for the built font file whose name
 * matches `file`. Otherwise the browser asks for the font only once it has parsed the
 * stylesheet and laid out text that needs it, and at the top priority, ahead of the page's
 * largest image; a portfolio's first screen waits for both (its name heading and hero).
 */
export function preloadFont(file: RegExp): Plugin {
  let base = '/';
  return {
    name: 'lumafolio-preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find((item) => item.type === 'asset' && file.test(item.fileName));
        if (!font) throw new Error(`preloadFont: no built font matches ${file}`);
        const tag: HtmlTagDescriptor = {
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `${base}${font.fileName}` },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}
