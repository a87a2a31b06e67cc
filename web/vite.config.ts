import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Chunk groups for long-lived vendor caching. Only libraries every page needs go here,
 * so that lazily loaded routes (account, admin) keep their own dependencies to themselves.
 * Chakra is deliberately not grouped: its components split along the routes that use them
 * (dialogs and tabs stay out of visitor pages; measured −35 kB gzip on the landing page). */
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

/** Substitutes the brand into index.html (%BRAND_NAME%) so the title is right before JS runs. */
function brandHtml(brand: string): Plugin {
  return {
    name: 'lumafolio-brand-html',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand),
  };
}

export default defineConfig(({ mode }) => {
  // BRAND_NAME (the platform-wide setting) is accepted as well as VITE_BRAND_NAME.
  const env = loadEnv(mode, webRoot, ['VITE_', 'BRAND_']);
  const brand = (env.VITE_BRAND_NAME || env.BRAND_NAME || process.env.BRAND_NAME || 'Lumafolio').trim();
  const gateway = process.env.LUMAFOLIO_GATEWAY_URL || 'http://127.0.0.1:3000';

  return {
    root: webRoot,
    plugins: [react(), brandHtml(brand), precompress()],
    define: {
      'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brand),
    },
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
      // .vite/manifest.json: the gateway names a visitor route's chunks in its HTML (modulepreload).
      manifest: true,
      chunkSizeWarningLimit: 600,
      // Every browser the app supports knows <link rel="modulepreload">; no polyfill needed.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Chakra's `defineConfig` is an identity function; calls to it that nothing uses
        // (its default theme with every recipe) can then be dropped (see src/lib/theme.ts).
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: {
          codeSplitting: {
            groups: vendorGroups,
          },
        },
      },
    },
  };
});
