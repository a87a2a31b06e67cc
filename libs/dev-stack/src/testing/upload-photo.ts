import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { CookieJarClient } from './cookie-jar-client.ts';

export interface PhotoToUpload {
  /** A JPEG on disk, e.g. one of /usr/share/backgrounds/mate/nature. */
  path: string;
  title: string;
  category: string;
}

/** POST /api/photos/upload as the web app sends it: the file, its title and category, from the gateway's own origin. */
export function uploadPhotoThroughGateway(client: CookieJarClient, gatewayUrl: string, photo: PhotoToUpload): Promise<Response> {
  const form = new FormData();
  form.append('title', photo.title);
  form.append('category', photo.category);
  form.append('image', new Blob([new Uint8Array(readFileSync(photo.path))], { type: 'image/jpeg' }), basename(photo.path).toLowerCase());
  return client.request(`${gatewayUrl}/api/photos/upload`, {
    method: 'POST',
    headers: { origin: gatewayUrl, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
}
