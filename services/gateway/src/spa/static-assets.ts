import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built web app. Vite puts content-hashed files under /assets, so those are
 * cached for a year; index.html is revalidated so a deploy is picked up at once. "/" is
 * not mapped to index.html here: SpaPagesController serves it with the page's head tags.
 * Returns false when the app has not been built (the API still works).
 */
export async function serveWebApp(app: NestFastifyApplication, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  const assetsDir = join(webDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br/.gz next to each text asset (web/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(assetsDir);
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
