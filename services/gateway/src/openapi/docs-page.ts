import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The browsable reference at /api/docs: Swagger UI from its npm package, every file served
 * from our own origin, so the gateway's CSP (`script-src 'self'`) holds without an exception.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lumafolio API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

/**
 * Starts Swagger UI on our document. "Try it out" sends the CSRF header our API asks of every
 * state-changing request; no validator badge (it would load an image from a third party).
 */
const DOCS_SCRIPT = `SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  validatorUrl: null,
  requestInterceptor: function (request) {
    request.headers['X-Requested-With'] = 'XMLHttpRequest';
    return request;
  },
});
`;

export const DOCS_ASSETS = {
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', packageFile: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', packageFile: 'swagger-ui-bundle.js' },
  'docs.js': { contentType: 'text/javascript; charset=utf-8', packageFile: null },
} as const;
export type DocsAsset = keyof typeof DOCS_ASSETS;

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const loaded = new Map<DocsAsset, Promise<Buffer>>();

/** One of the page's files, read once. */
export function docsAsset(name: DocsAsset): Promise<Buffer> {
  let content = loaded.get(name);
  if (!content) {
    const { packageFile } = DOCS_ASSETS[name];
    content = packageFile ? readFile(join(swaggerUiDir, packageFile)) : Promise.resolve(Buffer.from(DOCS_SCRIPT));
    loaded.set(name, content);
  }
  return content;
}
