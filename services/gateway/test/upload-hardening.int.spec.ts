import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { profile, signUpThroughGateway, startGatewayUnderTest, type CookieJarClient, type GatewayUnderTest } from '@lumafolio/dev-stack';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

/**
 * What an outside probe found in the upload paths (issue 11): vector images decoded by
 * the gateway, a quota that a burst of uploads overbooks, and multipart bodies with extra
 * parts answered with a 500. Real gateway, media, auth and storage.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:13181';
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
/** A queue prefix of this file's own: the media service and the worker must both honour it. */
const QUEUE_PREFIX = `uploads-${run}`;
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });

/** SVG that renders thousands of shapes through three levels of nested <use> (about 3 s of CPU in librsvg). */
function nestedUseSvg(levels = 3, fanout = 6): Buffer {
  const group = (id: string, child: string) =>
    `<g id="${id}">${Array.from({ length: fanout }, (_, i) => `<use href="#${child}" x="${i}" opacity="0.5"/>`).join('')}</g>`;
  let defs = '<g id="l0"><rect width="2000" height="2000" fill="#123" opacity="0.3"/><circle cx="1000" cy="1000" r="900" fill="#abc" opacity="0.2"/></g>';
  for (let level = 1; level <= levels; level += 1) defs += group(`l${level}`, `l${level - 1}`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><defs>${defs}</defs><use href="#l${levels}"/></svg>`);
}

/** A JPEG of random pixels: incompressible, so its size is predictable (about 1.6 MB at 1200×900). */
function noiseJpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function form(parts: Array<[string, string] | [string, Buffer, string]>): FormData {
  const body = new FormData();
  for (const [name, value, type] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value)], { type: type ?? 'application/octet-stream' }), `${name}.bin`);
  }
  return body;
}

describe('upload hardening', () => {
  let stack: GatewayUnderTest;
  let noise: Buffer;
  let quotaBytes: number;

  const post = (client: CookieJarClient, path: string, body: FormData) => client.request(`${GATEWAY}${path}`, { method: 'POST', headers: SAME_ORIGIN, body });
  const uploadPhoto = (client: CookieJarClient, bytes: Buffer) =>
    post(
      client,
      '/api/photos/upload',
      form([
        ['title', 'Noise'],
        ['category', 'other'],
        ['image', bytes, 'image/jpeg'],
      ]),
    );
  const newUser = (name: string) => signUpThroughGateway(GATEWAY, name, run);
  /** The photos that have files in storage (originals, and variants once processed). */
  const storedPhotoIds = async (userId: string) => {
    const ids = new Set<string>();
    for await (const object of storage.list(`photo/${userId}/`)) ids.add(object.key.split('/')[2] as string);
    return [...ids].sort();
  };
  const myPhotoIds = async (client: CookieJarClient) =>
    ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ id: string }> }).items.map((p) => p.id).sort();

  beforeAll(async () => {
    noise = await noiseJpeg();
    // Room for 5.5 noise photos: one uploaded first, then a burst that must stop at 4 more.
    quotaBytes = Math.ceil(noise.length * 5.5);
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: 13181,
      issuerPort: 13182,
      mediaWorker: true,
      env: {
        media: { STORAGE_QUOTA_BYTES: String(quotaBytes), MEDIA_QUEUE_PREFIX: QUEUE_PREFIX },
        'media-worker': { MEDIA_QUEUE_PREFIX: QUEUE_PREFIX, MEDIA_WORKER_CONCURRENCY: '1' },
      },
    });
  }, 180_000);

  afterAll(async () => {
    await stack.stop();
    const queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: QUEUE_PREFIX });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('processes uploads on a queue with a non-default prefix', async () => {
    const { client } = await newUser('prefix');
    const uploaded = (await (await uploadPhoto(client, await sharp(noise).resize(600).jpeg().toBuffer())).json()) as { id: string; status: string };
    expect(uploaded.status).toBe('processing');
    const deadline = Date.now() + 60_000;
    let status = uploaded.status;
    while (status !== 'ready' && Date.now() < deadline) {
      await sleep(250);
      const mine = ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ id: string; status: string }> }).items;
      status = mine.find((p) => p.id === uploaded.id)?.status ?? 'missing';
    }
    expect(status).toBe('ready');
  }, 90_000);

  it('accepts TIFF photos whatever their compression, also when their directory lies past the first bytes', async () => {
    const { client } = await newUser('tiff');
    const scan = sharp(noise).resize(1000);
    for (const compression of ['none', 'lzw', 'jpeg'] as const) {
      const tiff = await scan.clone().tiff({ compression }).toBuffer();
      const response = await uploadPhoto(client, tiff);
      expect({ compression, status: response.status }).toEqual({ compression, status: 201 });
    }
    const deadline = Date.now() + 60_000;
    let statuses: string[] = [];
    while (Date.now() < deadline) {
      statuses = ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ status: string }> }).items.map((p) => p.status);
      if (statuses.every((status) => status === 'ready')) break;
      await sleep(250);
    }
    expect(statuses).toEqual(['ready', 'ready', 'ready']);
  }, 90_000);

  it('refuses vector images by their content before anything decodes them', async () => {
    const { client } = await newUser('vector');
    const svg = nestedUseSvg();
    const before = cpuMs(stack.gateway.pid);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => post(client, '/api/photos/ai-analyze', form([['image', svg, 'image/jpeg']]))),
      ...Array.from({ length: 4 }, () => post(client, '/api/user/profile-image/upload', form([['profileImage', svg, 'image/png']]))),
    ]);
    const spentMs = cpuMs(stack.gateway.pid) - before;
    expect(answers.map((a) => a.status)).toEqual([415, 415, 415, 415, 415, 415, 415, 415]);
    const messages = await Promise.all(answers.map(async (a) => ((await a.json()) as { message: string }).message));
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid file type: please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.'));
    expect(messages.slice(4)).toEqual(Array(4).fill('Invalid File: please select an image file (JPG, PNG or GIF).'));
    // Rendered, these eight files cost about 24 s of CPU; refused by content, a few milliseconds.
    expect(spentMs).toBeLessThan(1_000);
  });

  it('never lets a burst of uploads end above the storage quota', async () => {
    const { client, id } = await newUser('burst');
    expect((await uploadPhoto(client, noise)).status).toBe(201);

    const burst = await Promise.all(Array.from({ length: 11 }, () => uploadPhoto(client, noise)));
    const statuses = burst.map((r) => r.status);
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 413)).toBe(true);
    for (const refused of burst.filter((r) => r.status === 413)) {
      expect(((await refused.json()) as { message: string }).message).toMatch(/storage is full|does not fit in your remaining storage/);
      // Refused before its body was read: the connection closes instead of stalling the next request on it.
      expect(refused.headers.get('connection')).toBe('close');
    }

    const usage = (await (await client.request(`${GATEWAY}/api/user/storage-usage`)).json()) as { usedBytes: number; quotaBytes: number };
    expect(usage.quotaBytes).toBe(quotaBytes);
    expect(usage.usedBytes).toBe((1 + accepted) * noise.length);
    expect(usage.usedBytes).toBeLessThanOrEqual(quotaBytes);
    // Refused uploads leave no file behind.
    const ids = await myPhotoIds(client);
    expect(ids).toHaveLength(1 + accepted);
    expect(await storedPhotoIds(id)).toEqual(ids);

    // Nothing stays held: what is left of the quota takes a small photo at once.
    const small = await sharp(noise).resize(200).jpeg().toBuffer();
    expect(quotaBytes - usage.usedBytes).toBeGreaterThan(small.length * 2);
    expect((await uploadPhoto(client, small)).status).toBe(201);
  }, 120_000);

  it('releases the quota held by a refused upload at once', async () => {
    const { client } = await newUser('release');
    // A JPEG cut off after 60 % of the quota: stored, then refused as incomplete.
    const broken = await uploadPhoto(client, (await noiseJpeg(3200, 2400)).subarray(0, Math.floor(quotaBytes * 0.6)));
    expect(broken.status).toBe(422);
    const fits = await Promise.all([uploadPhoto(client, noise), uploadPhoto(client, noise), uploadPhoto(client, noise)]);
    expect(fits.map((r) => r.status)).toEqual([201, 201, 201]);
  }, 60_000);

  it('answers an extra image part with a 400 and too many fields with a 413, and stores nothing', async () => {
    const { client, id } = await newUser('parts');
    const small = await sharp(noise).resize(300).jpeg().toBuffer();
    const twoImages = await post(
      client,
      '/api/photos/upload',
      form([
        ['title', 'Two'],
        ['category', 'other'],
        ['image', small, 'image/jpeg'],
        ['image', small, 'image/jpeg'],
      ]),
    );
    expect(twoImages.status).toBe(400);
    expect(((await twoImages.json()) as { message: string }).message).toBe('Send one image per upload.');

    const manyFields = Array.from({ length: 11 }, (_, i): [string, string] => [`extra${i}`, 'x']);
    const tooManyFields = await post(
      client,
      '/api/photos/upload',
      form([['title', 'Many'], ['category', 'other'], ...manyFields, ['image', small, 'image/jpeg']]),
    );
    expect(tooManyFields.status).toBe(413);
    expect(((await tooManyFields.json()) as { message: string }).message).toBe('This form has too many fields.');

    expect(await myPhotoIds(client)).toEqual([]);
    expect(await storedPhotoIds(id)).toEqual([]);
    // And the refusals held no quota: a photo uploads right after.
    expect((await uploadPhoto(client, small)).status).toBe(201);
  }, 60_000);

  it('refuses a second file part on every one-file route as the photo upload does, and keeps nothing', async () => {
    const { client } = await newUser('second-file');
    const small = await sharp(noise).resize(300).png().toBuffer();
    const routes: Array<[path: string, field: string]> = [
      ['/api/photos/upload', 'image'],
      ['/api/photos/ai-analyze', 'image'],
      ['/api/user/profile-image/upload', 'profileImage'],
      ['/api/user/watermark/logo', 'logo'],
    ];
    const answers = [];
    for (const [path, field] of routes) {
      for (const second of [field, 'other']) {
        const answer = await post(
          client,
          path,
          form([
            ['title', 'Two'],
            ['category', 'other'],
            [field, small, 'image/png'],
            [second, small, 'image/png'],
          ]),
        );
        answers.push([path, second, answer.status, ((await answer.json()) as { message: string }).message]);
      }
    }
    expect(answers).toEqual(routes.flatMap(([path, field]) => [field, 'other'].map((second) => [path, second, 400, 'Send one image per upload.'])));
    expect(await myPhotoIds(client)).toEqual([]);
    const me = (await (await client.request(`${GATEWAY}/api/auth/user`)).json()) as { profileImageUrl: string | null };
    expect(me.profileImageUrl).toBeNull();
    const watermark = (await (await client.request(`${GATEWAY}/api/user/watermark`)).json()) as { logoUrl: string | null };
    expect(watermark.logoUrl).toBeNull();
  }, 60_000);

  it('answers a multipart body without a boundary, or one the parser cannot read, with a 400, not a 500 (found by the fuzzer)', async () => {
    const { client } = await newUser('boundary');
    for (const path of ['/api/photos/upload', '/api/photos/ai-analyze', '/api/user/profile-image/upload']) {
      const answer = await client.request(`${GATEWAY}${path}`, {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'content-type': 'multipart/form-data' },
        body: '--x\r\n',
      });
      expect([path, answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
        path,
        400,
        'Send the form as multipart/form-data with its boundary.',
      ]);
    }
    // A part without headers: the parser cannot read it.
    for (const path of ['/api/photos/upload', '/api/user/profile-image/upload']) {
      const answer = await client.request(`${GATEWAY}${path}`, {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\n5.5e+16--xyz--\r\n',
      });
      expect([path, answer.status]).toEqual([path, 400]);
    }
    expect(await myPhotoIds(client)).toEqual([]);
  }, 60_000);
});
