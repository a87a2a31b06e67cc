// The bench portfolio: one photographer with 60 distinct real photos (crops of Debian's
// MATE nature photos, landscape and portrait), all public, every 4th featured.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { signInThroughGateway, type CookieJarClient } from '@lumafolio/dev-stack';
import sharp from 'sharp';

const NATURE = '/usr/share/backgrounds/mate/nature';
const ELEPHANTS = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';
export const PHOTOS = 60;
export const FEATURED_EVERY = 4;
export const SAME_ORIGIN_HEADERS = (app: string) => ({ origin: app, 'x-requested-with': 'XMLHttpRequest' });

/** 60 distinct real photos: crops of the MATE nature photos, landscape and portrait. */
async function makeCorpus(): Promise<Buffer[]> {
  const sources = [
    ...readdirSync(NATURE)
      .filter((f) => f.endsWith('.jpg'))
      .map((f) => join(NATURE, f)),
    ELEPHANTS,
  ];
  const photos: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const source = sharp(sources[i % sources.length] as string);
    const { width = 0, height = 0 } = await source.metadata();
    const portrait = i % 3 === 1;
    const cropW = portrait ? Math.round(height * 0.6) : Math.round(width * 0.8);
    const cropH = portrait ? height : Math.round(height * 0.8);
    const left = Math.round(((width - cropW) * ((i * 37) % 100)) / 100);
    const top = Math.round(((height - cropH) * ((i * 53) % 100)) / 100);
    let image = sharp(sources[i % sources.length] as string).extract({ left, top, width: cropW, height: cropH });
    if (i % 2 === 1) image = image.flop();
    photos.push(
      await image
        .resize({ width: portrait ? 2000 : 3000 })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return photos;
}

export async function post(app: string, client: CookieJarClient, path: string, body: unknown): Promise<void> {
  const response = await client.request(`${app}${path}`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN_HEADERS(app), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}

async function upload(app: string, client: CookieJarClient, photo: Buffer, index: number): Promise<string> {
  const form = new FormData();
  form.append('title', `Study ${index + 1}`);
  form.append('category', ['nature', 'landscape', 'macro', 'travel'][index % 4] as string);
  form.append('description', '<p>From the <em>bench</em> portfolio.</p>');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `study-${index + 1}.jpg`);
  const response = await client.request(`${app}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN_HEADERS(app), body: form });
  if (response.status !== 201) throw new Error(`upload ${index}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function waitUntilReady(app: string, client: CookieJarClient): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    // One page holds them all (at most 60 a page; the list is paged).
    const { items: photos } = (await (await client.request(`${app}/api/user/photos?limit=60`)).json()) as { items: Array<{ status: string }> };
    if (photos.length >= PHOTOS && photos.every((p) => p.status !== 'processing')) return;
    if (Date.now() > deadline) throw new Error('photos still processing after 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function createPhotographer(app: string): Promise<{ client: CookieJarClient; username: string }> {
  const run = randomBytes(3).toString('hex');
  const username = `bench_${run}`;
  const { client } = await signInThroughGateway(app, { email: `bench-${run}@example.com`, username, password: 'bench-Password-1234' }, { signUp: true });
  const profileUpdate = await client.request(`${app}/api/profile`, {
    method: 'PUT',
    headers: { ...SAME_ORIGIN_HEADERS(app), 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Benchmark',
      tagline: 'Light, water and small things',
      bio: 'Sixty photographs from the MATE collection.',
      instagram: 'ada.bench',
    }),
  });
  if (!profileUpdate.ok) throw new Error(`profile: ${profileUpdate.status}`);
  const corpus = await makeCorpus();
  const ids: string[] = [];
  for (const [index, photo] of corpus.entries()) ids.push(await upload(app, client, photo, index));
  await waitUntilReady(app, client);
  for (const [index, id] of ids.entries()) {
    await post(app, client, `/api/user/photos/${id}/public`, { isPublic: true });
    if (index % FEATURED_EVERY === 0) await post(app, client, `/api/user/photos/${id}/featured`, { featured: true });
  }
  return { client, username };
}
