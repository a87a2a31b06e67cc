import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built web app. Vite puts content-hashed files under /assets, so those are
 * cached for a year; index.html is revalidated so a deploy is picked up at once.
 */
export function serveWebApp(app: NestFastifyApplication, webDistDir: string): boolean {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  app.useStaticAssets({
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    setHeaders: (response, path) => {
      const immutable = path.includes(`${join(webDistDir, 'assets')}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
