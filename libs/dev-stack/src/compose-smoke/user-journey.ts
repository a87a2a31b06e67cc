/**
 * What scripts/compose-smoke.sh checks once the compose stack is healthy, as a user would:
 * signs up through the built-in identity provider (the confirmation link from the e-mail log,
 * read over NATS with the tools account), uploads a real photo, waits until it is ready with
 * its variants and fetches one. Prints how long each step took; exits non-zero on the first
 * step that fails.
 *
 *   GATEWAY_URL=http://localhost:62000 NATS_URL=nats://127.0.0.1:62222 NATS_PASSWORD=… \
 *     node libs/dev-stack/src/compose-smoke/user-journey.ts
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { myPhotosPageSchema, TOOLS_ACCOUNT } from '@lumafolio/contracts';
import { z } from 'zod';
import type { CookieJarClient } from '../testing/cookie-jar-client.ts';
import { signInThroughGateway } from '../testing/sign-in.ts';
import { resolveLocalhostNamesToLoopback } from './localhost-names.ts';

const config = z
  .object({
    GATEWAY_URL: z.url(),
    NATS_URL: z.string().startsWith('nats://'),
    NATS_PASSWORD: z.string().min(1),
    SMOKE_PHOTO: z.string().default('/usr/share/backgrounds/mate/nature/Aqua.jpg'),
    SMOKE_READY_WITHIN_S: z.coerce.number().int().positive().default(300),
  })
  .parse(process.env);

const gateway = config.GATEWAY_URL.replace(/\/$/, '');
const sameOrigin = { origin: gateway, 'x-requested-with': 'XMLHttpRequest' };
const WEBP_MAGIC = { riff: 'RIFF', webp: 'WEBP' };

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  process.stdout.write(`  ${name.padEnd(50)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s\n`);
  return result;
}

async function upload(client: CookieJarClient): Promise<string> {
  const form = new FormData();
  form.append('title', 'Compose smoke');
  form.append('category', 'nature');
  form.append('image', new Blob([new Uint8Array(readFileSync(config.SMOKE_PHOTO))], { type: 'image/jpeg' }), basename(config.SMOKE_PHOTO));
  const answer = await client.request(`${gateway}/api/photos/upload`, { method: 'POST', headers: sameOrigin, body: form });
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return z.object({ id: z.string() }).parse(await answer.json()).id;
}

async function readyVariantUrl(client: CookieJarClient, photoId: string): Promise<string> {
  const deadline = Date.now() + config.SMOKE_READY_WITHIN_S * 1000;
  for (;;) {
    const answer = await client.request(`${gateway}/api/user/photos`);
    if (answer.status !== 200) throw new Error(`My Photos answered ${answer.status}`);
    const photo = myPhotosPageSchema.parse(await answer.json()).items.find((item) => item.id === photoId);
    if (photo?.status === 'failed') throw new Error('the media worker could not process the photo');
    if (photo?.status === 'ready') {
      const variant = photo.variants[0];
      if (!variant) throw new Error('the photo is ready without variants');
      return variant.url;
    }
    if (Date.now() > deadline) throw new Error(`the photo is still ${photo?.status ?? 'missing'} after ${config.SMOKE_READY_WITHIN_S} s`);
    await sleep(500);
  }
}

async function fetchVariant(client: CookieJarClient, url: string): Promise<number> {
  const answer = await client.request(new URL(url, gateway).href);
  const bytes = Buffer.from(await answer.arrayBuffer());
  const isWebp = bytes.subarray(0, 4).toString('latin1') === WEBP_MAGIC.riff && bytes.subarray(8, 12).toString('latin1') === WEBP_MAGIC.webp;
  if (answer.status !== 200 || !isWebp) throw new Error(`the variant ${url} answered ${answer.status} with ${bytes.length} bytes that are not WebP`);
  return bytes.length;
}

resolveLocalhostNamesToLoopback();
const run = Date.now().toString(36);
const natsEnv = { NATS_URL: config.NATS_URL, NATS_USER: TOOLS_ACCOUNT, NATS_PASSWORD: config.NATS_PASSWORD };
const account = { email: `smoke-${run}@example.com`, username: `smoke_${run}`, password: `smoke ${randomUUID()}` };
const { client } = await step('sign up and sign in (identity provider, e-mail)', () => signInThroughGateway(gateway, account, { signUp: true, natsEnv }));
const photoId = await step(`upload ${basename(config.SMOKE_PHOTO)}`, () => upload(client));
const variantUrl = await step('wait until the photo is ready with variants', () => readyVariantUrl(client, photoId));
const size = await step('fetch a variant', () => fetchVariant(client, variantUrl));
process.stdout.write(`  signed up as ${account.username}, photo ${photoId} ready, ${variantUrl.split('?')[0]} is ${size} bytes of WebP\n`);
