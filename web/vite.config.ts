import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadTags } from './build/preload-tags.ts';
import { siteChunk } from './build/site-chunk.ts';
import { uiThemeScript } from './build/ui-theme-script.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** `@/…` is web/src (also in tsconfig.json's paths and jest.config.js's moduleNameMapper). */
const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };

/** Chunk groups for long-lived vendor caching. Only libraries every page needs go here,
 * so that lazily loaded routes (account, admin) keep their own dependencies to themselves.
 * Chakra is deliberately not grouped: its components split along the routes that use them
 * (dialogs and tabs stay out of visitor pages; measured −35 kB gzip on the landing page). */
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

/** The file name (before its hash) of index.html's entry chunk, src/app/main.tsx. */
const ENTRY_NAME = 'entry';

/** Substitutes the brand into index.html (%BRAND_NAME%) so the title is right before JS runs. */
function brandHtml(brand: string): Plugin {
  return {
    name: 'lumafolio-brand-html',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand),
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // BRAND_NAME (the platform-wide setting) is accepted as well as VITE_BRAND_NAME.
  const env = loadEnv(mode, webRoot, ['VITE_', 'BRAND_']);
  const brand = (env.VITE_BRAND_NAME || env.BRAND_NAME || process.env.BRAND_NAME || 'Lumafolio').trim();
  const gateway = process.env.LUMAFOLIO_GATEWAY_URL || 'http://127.0.0.1:3000';

  const common = {
    root: webRoot,
    resolve: { alias: [srcAlias] },
    define: {
      'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brand),
    },
  };

  // `vite build --ssr src/app/entry-server.tsx`: the module the gateway renders visitor pages
  // with (ADR 11). Out of dist/, which is served to browsers; its libraries stay in node_modules.
  if (isSsrBuild) {
    return {
      ...common,
      plugins: [react()],
      build: { outDir: 'dist-server', emptyOutDir: true, target: 'node24', sourcemap: false, copyPublicDir: false },
    };
  }

  const site = siteChunk('src/app/main.tsx', 'src/app/start-app.tsx', ['src/app/routes/home.tsx', 'src/app/routes/portfolio.tsx']);

  return {
    ...common,
    plugins: [
      react(),
      brandHtml(brand),
      uiThemeScript(),
      // The app's code, and Montserrat's Latin letters (the text of every page).
      preloadTags({ appModule: 'src/app/start-app.tsx', font: /montserrat-latin-wght-normal-[\w-]+\.woff2$/ }),
      site.plugin,
      precompress(),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: gateway, changeOrigin: false, xfwd: true },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/api': { target: gateway, changeOrigin: false, xfwd: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // .vite/manifest.json: the gateway names a visitor route's chunks in the HTML of a page it
      // could not render (modulepreload).
      manifest: true,
      chunkSizeWarningLimit: 600,
      modulePreload: {
        // Every browser the app supports knows <link rel="modulepreload">.
        polyfill: false,
        // The entry's own imports preload nothing: on a page the gateway rendered they run
        // after the first paint, and a preload tag per file then costs a phone more
        // main-thread time than the browser needs to find the files itself. Other pages
        // have index.html's preload tags (build/preload-tags.ts).
        resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && hostId.startsWith(`assets/${ENTRY_NAME}-`) ? [] : deps),
      },
      rolldownOptions: {
        // Chakra's `defineConfig` is an identity function; calls to it that nothing uses
        // (its default theme with every recipe) can then be dropped (see src/lib/theme.ts).
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: {
          entryFileNames: `assets/${ENTRY_NAME}-[hash].js`,
          codeSplitting: {
            // After the vendor groups: React and Query keep their own long-lived chunks.
            groups: [...vendorGroups, { name: 'site', test: site.test, includeDependenciesRecursively: false }],
          },
        },
      },
    },
  };
});
