import { SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import {
  profile,
  signUpThroughGateway,
  startGatewayUnderTest,
  startService,
  waitForHttp,
  type CookieJarClient,
  type GatewayUnderTest,
  type ManagedProcess,
} from '@lumafolio/dev-stack';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { resumableUploadsInBucket } from './resumable-uploads-in-bucket.js';

/**
 * Two gateway replicas behind one public address: an upload started on one is finished on
 * the other, because its bytes wait in the bucket and its owner's count in Redis, not on
 * the pod that took the first PATCH.
 */
const testProfile = profile('test');
const PUBLIC = 'http://127.0.0.1:13351';
const SECOND = 'http://127.0.0.1:13353';
const ISSUER_PORT = 13352;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: PUBLIC, 'x-requested-with': 'XMLHttpRequest', 'tus-resumable': '1.0.0' };
const MIB = 1024 * 1024;
const resumableUploads = resumableUploadsInBucket(testProfile.serviceEnv);

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('a resumable upload across gateway replicas', () => {
  let stack: GatewayUnderTest;
  let secondGateway: ManagedProcess;

  beforeAll(async () => {
    stack = await startGatewayUnderTest(testProfile, { gatewayPort: 13351, issuerPort: ISSUER_PORT, mediaWorker: true });
    secondGateway = startService('gateway', testProfile, {
      output: 'silent',
      env: { GATEWAY_PORT: '13353', PUBLIC_URL: PUBLIC, OIDC_ISSUER_URL: `http://127.0.0.1:${ISSUER_PORT}` },
    });
    await waitForHttp(`${SECOND}/healthz`, 30_000);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([secondGateway?.stop(), stack?.stop()]);
  });

  it('is started on one gateway and finished on another, and the photo comes out ready for its owner', async () => {
    // Noise compresses badly: a JPEG of several parts of a multipart upload.
    const photo = await sharp(randomBytes(2400 * 1600 * 3), { raw: { width: 2400, height: 1600, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(7 * MIB);
    const { client } = await signUpThroughGateway(PUBLIC, 'replicas', run);
    client.setCookie(SECOND, SESSION_COOKIE_NAME, client.cookie(PUBLIC, SESSION_COOKIE_NAME) ?? '');
    const onGateway = (gateway: string, location: string, init: RequestInit) =>
      client.request(`${gateway}${location}`, { ...init, headers: { ...SAME_ORIGIN, ...(init.headers as Record<string, string>) } });
    const patch = (gateway: string, location: string, offset: number, bytes: Buffer) =>
      onGateway(gateway, location, {
        method: 'PATCH',
        headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      });

    // The first gateway: the creation and a first PATCH of one whole part (6 MiB).
    const created = await client.request(`${PUBLIC}/api/photos/tus`, {
      method: 'POST',
      headers: {
        ...SAME_ORIGIN,
        'upload-length': String(photo.length),
        'upload-metadata': metadata({ filename: 'noise.jpg', filetype: 'image/jpeg', title: 'Noise', category: 'landscape' }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const firstPart = 6 * MIB;
    const first = await patch(PUBLIC, location, 0, photo.subarray(0, firstPart));
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, String(firstPart)]);

    // The second gateway has never seen the upload: it learns the offset, takes a short PATCH
    // (kept as an incomplete part) and the rest, and the file becomes the photo.
    const offset = await onGateway(SECOND, location, { method: 'HEAD' });
    expect([offset.status, offset.headers.get('upload-offset'), offset.headers.get('upload-length')]).toEqual([200, String(firstPart), String(photo.length)]);
    const middle = firstPart + MIB;
    const second = await patch(SECOND, location, firstPart, photo.subarray(firstPart, middle));
    expect([second.status, second.headers.get('upload-offset')]).toEqual([204, String(middle)]);
    const last = await patch(SECOND, location, middle, photo.subarray(middle));
    expect(last.status).toBe(201);
    const made = (await last.json()) as { id: string };

    const photos = await readyPhotos(client);
    expect(photos).toEqual([expect.objectContaining({ id: made.id, title: 'Noise', status: 'ready' })]);
    const original = await client.request(`${SECOND}/api/images/${made.id}/original`);
    expect(original.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await original.arrayBuffer()), photo)).toBe(0);
    // Either gateway knows the upload is complete, and which photo it became.
    for (const gateway of [PUBLIC, SECOND]) {
      const done = await onGateway(gateway, location, { method: 'HEAD' });
      expect([done.status, done.headers.get('upload-photo-id')]).toEqual([200, made.id]);
    }
    const uploadId = location.split('/').pop() ?? '';
    const left = () => resumableUploads().then((entries) => entries.filter((entry) => entry.includes(uploadId)));
    const deadline = Date.now() + 5_000;
    while ((await left()).length > 0 && Date.now() < deadline) await sleep(100);
    expect(await left()).toEqual([]);
  }, 120_000);
});

async function readyPhotos(client: CookieJarClient): Promise<Array<{ id: string; title: string; status: string }>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { items } = (await (await client.request(`${PUBLIC}/api/user/photos`)).json()) as { items: Array<{ id: string; title: string; status: string }> };
    if (items.every((item) => item.status !== 'processing') || Date.now() > deadline) return items;
    await sleep(250);
  }
}
