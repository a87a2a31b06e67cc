import { SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The resumable upload endpoint (tus 1.0) as any standard client sees it, driven by tuspy
 * (Python's tus client, which the web app does not use) with real photos: discovery, an
 * upload stopped half-way and resumed by a later run, creation-with-upload and its retry,
 * and what the server does not support, each answered as the protocol and the API document say.
 */
const run = promisify(execFile);
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const TUS = `${GATEWAY}/api/photos/tus`;
const CLIENT_DIR = fileURLToPath(new URL('./tus-client/', import.meta.url));
const DUNE = '/usr/share/backgrounds/mate/nature/Dune.jpg';
const AQUA = '/usr/share/backgrounds/mate/nature/Aqua.jpg';
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const userRun = Date.now().toString(36);
const workDir = mkdtempSync(join(tmpdir(), 'tus-standard-client-'));

interface Photo {
  id: string;
  title: string;
  status: string;
}
interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Header names as the server wrote them, read case-insensitively. */
const header = (answer: HttpAnswer, name: string) => Object.entries(answer.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;

describe('tus with a standard client (tuspy)', () => {
  let stack: SharedGatewayUnderTest;
  let python: string;

  const sameOrigin = (client?: CookieJarClient) => [
    `Origin=${GATEWAY}`,
    'X-Requested-With=XMLHttpRequest',
    ...(client ? [`Cookie=${SESSION_COOKIE_NAME}=${client.cookie(GATEWAY, SESSION_COOKIE_NAME) ?? ''}`] : []),
  ];
  async function tuspy<T>(mode: string, args: string[]): Promise<T> {
    const { stdout } = await run(python, [join(CLIENT_DIR, 'tuspy-upload.py'), mode, '--endpoint', TUS, ...args], { timeout: 60_000 });
    return JSON.parse(stdout) as T;
  }
  const asArgs = (flag: string, values: string[]) => values.flatMap((value) => [flag, value]);
  const photoMetadata = (filename: string, title: string) =>
    asArgs('--metadata', [`filename=${filename}`, 'filetype=image/jpeg', `title=${title}`, 'category=landscape']);
  const myPhotos = async (client: CookieJarClient) => ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Photo[] }).items;
  async function processed(client: CookieJarClient): Promise<Photo[]> {
    const deadline = Date.now() + 60_000;
    let photos = await myPhotos(client);
    while (!photos.every((photo) => photo.status === 'ready') && Date.now() < deadline) {
      await sleep(250);
      photos = await myPhotos(client);
    }
    return photos;
  }

  beforeAll(async () => {
    python = (await run('bash', [join(CLIENT_DIR, 'ensure-tuspy.sh')], { timeout: 180_000 })).stdout.trim();
    stack = await useSharedGatewayUnderTest(testProfile);
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('tells a client what it supports before anything is sent (OPTIONS), signed in or not', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'discover', userRun);
    for (const headers of [sameOrigin(client), sameOrigin()]) {
      const answer = await tuspy<HttpAnswer>('discover', asArgs('--header', headers));
      expect(answer.status).toBe(204);
      expect(header(answer, 'Tus-Version')).toBe('1.0.0');
      expect(header(answer, 'Tus-Extension')?.split(',').sort()).toEqual(['creation', 'creation-with-upload', 'expiration', 'termination']);
      expect(header(answer, 'Tus-Max-Size')).toBe(String(MAX_UPLOAD_BYTES));
    }
  }, 60_000);

  it('uploads a real photo stopped half-way and resumed by a later run, and the photo is processed in its owner’s list', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'resume', userRun);
    const size = statSync(DUNE).size;
    const half = Math.floor(size / 2);
    const urlStorage = join(workDir, 'tuspy-urls.json');
    const args = [
      ...asArgs('--header', sameOrigin(client)),
      '--file',
      DUNE,
      '--chunk-size',
      '65536',
      '--url-storage',
      urlStorage,
      ...photoMetadata('Dune.jpg', 'Dune'),
    ];

    const first = await tuspy<{ url: string; offset: number; status: number }>('upload', [...args, '--stop-at', String(half)]);
    expect(first).toMatchObject({
      offset: half,
      status: 204,
      url: expect.stringMatching(new RegExp(`^${GATEWAY.replaceAll('.', '\\.')}/api/photos/tus/[0-9a-f]+$`)),
    });
    expect(await myPhotos(client)).toEqual([]);

    const second = await tuspy<{ url: string; resumedFrom: number; offset: number; status: number; body: string }>('upload', args);
    expect(second).toMatchObject({ url: first.url, resumedFrom: half, offset: size, status: 201 });
    const photo = JSON.parse(second.body) as Photo;
    expect(photo).toMatchObject({ title: 'Dune', status: 'processing' });

    expect(await processed(client)).toEqual([expect.objectContaining({ id: photo.id, title: 'Dune', status: 'ready' })]);
    const original = await client.request(`${GATEWAY}/api/user/photos/${photo.id}`);
    expect(original.status).toBe(200);
  }, 120_000);

  it('makes exactly one photo from one POST carrying the whole file, answered 201 with its address and offset; a retrying client sends nothing again', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'one-post', userRun);
    const size = readFileSync(AQUA).length;
    const result = await tuspy<{ created: HttpAnswer; retry?: { resumedFrom: number; sentAfter: boolean } }>('create-with-upload', [
      ...asArgs('--header', sameOrigin(client)),
      '--file',
      AQUA,
      ...photoMetadata('Aqua.jpg', 'Aqua'),
    ]);
    expect(result.created.status).toBe(201);
    expect(header(result.created, 'Location')).toMatch(/^\/api\/photos\/tus\/[0-9a-f]+$/);
    expect(header(result.created, 'Upload-Offset')).toBe(String(size));
    expect(header(result.created, 'Tus-Resumable')).toBe('1.0.0');
    const photo = JSON.parse(result.created.body) as Photo;
    expect(photo).toMatchObject({ title: 'Aqua', status: 'processing' });
    // The retry learns from HEAD that the server has every byte.
    expect(result.retry).toEqual({ resumedFrom: size, sentAfter: false });
    const finished = await client.request(`${GATEWAY}${header(result.created, 'Location')}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    expect([finished.status, finished.headers.get('upload-offset'), finished.headers.get('upload-photo-id')]).toEqual([200, String(size), photo.id]);

    expect(await processed(client)).toEqual([expect.objectContaining({ id: photo.id, title: 'Aqua', status: 'ready' })]);
  }, 120_000);

  it('answers what it does not support, a missing Tus-Resumable and broken headers with the API’s JSON error body', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'unsupported', userRun);
    const create = (headers: Record<string, string>) =>
      client.request(TUS, {
        method: 'POST',
        headers: {
          origin: GATEWAY,
          'x-requested-with': 'XMLHttpRequest',
          'upload-metadata': `filetype ${Buffer.from('image/jpeg').toString('base64')},title ${Buffer.from('t').toString('base64')}`,
          ...headers,
        },
      });
    const answers = {
      concatenation: await create({ 'tus-resumable': '1.0.0', 'upload-concat': 'partial', 'upload-length': '100' }),
      deferredLength: await create({ 'tus-resumable': '1.0.0', 'upload-defer-length': '1' }),
      noTusResumable: await create({ 'upload-length': '100' }),
      otherVersion: await create({ 'tus-resumable': '0.2.2', 'upload-length': '100' }),
      brokenLength: await create({ 'tus-resumable': '1.0.0', 'upload-length': 'a hundred' }),
    };
    const seen = Object.fromEntries(
      await Promise.all(
        Object.entries(answers).map(async ([name, answer]) => [
          name,
          { status: answer.status, type: answer.headers.get('content-type'), body: (await answer.json()) as { statusCode: number; message: string } },
        ]),
      ),
    );
    const json = expect.stringMatching(/^application\/json/);
    expect(seen).toEqual({
      concatenation: { status: 501, type: json, body: expect.objectContaining({ statusCode: 501, message: expect.stringMatching(/Upload-Concat/) }) },
      deferredLength: { status: 501, type: json, body: expect.objectContaining({ statusCode: 501, message: expect.stringMatching(/Upload-Length/) }) },
      noTusResumable: { status: 412, type: json, body: expect.objectContaining({ statusCode: 412, message: expect.stringMatching(/Tus-Resumable/) }) },
      otherVersion: { status: 412, type: json, body: expect.objectContaining({ statusCode: 412, message: expect.stringMatching(/Tus-Resumable/) }) },
      brokenLength: { status: 400, type: json, body: expect.objectContaining({ statusCode: 400, message: expect.stringMatching(/upload-length/i) }) },
    });
    // The protocol's 412 names the versions the server speaks.
    expect(answers.noTusResumable.headers.get('tus-version')).toBe('1.0.0');
    expect(await myPhotos(client)).toEqual([]);
  }, 60_000);
});
