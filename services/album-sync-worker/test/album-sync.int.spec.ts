import { jest } from '@jest/globals';
import { albumSyncItemResultSchema, albumSyncQueue, ALBUM_SYNC_QUEUE, MEDIA_QUEUE } from '@lumafolio/contracts';
import {
  GoogleConnectionRepository,
  GooglePhotoSetItemRepository,
  GooglePhotoSetRepository,
  MongoDatabase,
  PhotoRepository,
  PhotoSourceRepository,
  UserRepository,
} from '@lumafolio/dal';
import { googleEnvOf, profile, startFakeGoogle, startService, waitForRpcService, waitUntil, type FakeGoogle, type ManagedProcess } from '@lumafolio/dev-stack';
import { GoogleOAuth, pickedSetItems, PickerClient, TokenCipher, type GoogleGrant, type GooglePhotosSettings } from '@lumafolio/google-photos';
import { JobProducer } from '@lumafolio/server-common';
import { createStorage, listKeys, storageConfigSchema } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { RECONNECT, VIDEO_SKIPPED } from '../src/messages.js';

/**
 * Needs the compiled services (`tsc -b tsconfig.json`). Google Photos imports with the real
 * media service, media worker and album-sync worker on Redis, NATS, FerretDB and S3; Google
 * is the local fake (OAuth 2.0 and the Picker API, real photos, expiring base URLs, faults).
 */
jest.setTimeout(300_000);

const testProfile = profile('test');
const testEnv = testProfile.serviceEnv;
const suffix = randomBytes(4).toString('hex');
const mongoUri = testEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/album_sync_${suffix}`);
const syncPrefix = `album-sync-${suffix}`;
const mediaPrefix = `album-sync-media-${suffix}`;
const REDIRECT_URI = 'http://127.0.0.1:5999/api/auth/google/photos/callback';
const PHOTOS = 20;
/** Google's words for a 503 and a 429 (the fake answers with them). */
const GOOGLE_UNAVAILABLE = 'The service is currently unavailable.';
const GOOGLE_RATE_LIMITED = 'Quota exceeded';
/** Where the fake serves base URLs' bytes (Google's lh3.googleusercontent.com). */
const DOWNLOADS = /^\/lh3\//;

describe('the album-sync worker', () => {
  let google: FakeGoogle;
  let db: MongoDatabase;
  let sets: GooglePhotoSetRepository;
  let items: GooglePhotoSetItemRepository;
  let connections: GoogleConnectionRepository;
  let photos: PhotoRepository;
  let jobs: JobProducer<typeof albumSyncQueue>;
  let queue: Queue;
  let mediaQueue: Queue;
  let userId: string;
  let grant: GoogleGrant;
  const services: ManagedProcess[] = [];
  const workers: ManagedProcess[] = [];
  const storage = createStorage(storageConfigSchema.parse({ STORAGE_DRIVER: 's3', S3_ENDPOINT: testEnv.S3_ENDPOINT }));
  let settings: GooglePhotosSettings;
  let picker: PickerClient;

  const env = () => ({
    MONGODB_URI: mongoUri,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: testEnv.S3_ENDPOINT,
    MEDIA_QUEUE_PREFIX: mediaPrefix,
    ALBUM_SYNC_QUEUE_PREFIX: syncPrefix,
    LOG_LEVEL: 'warn',
  });

  const startWorker = () => {
    const worker = startService('album-sync-worker', testProfile, {
      output: 'silent',
      env: {
        ...env(),
        ...googleEnvOf(google),
        ALBUM_SYNC_WORKER_CONCURRENCY: '2',
      },
    });
    workers.push(worker);
    return worker;
  };

  /** Consents in the fake's page as a browser would and exchanges the code (PKCE) like the integrations service. */
  async function connect(): Promise<GoogleGrant> {
    const oauth = new GoogleOAuth(settings, REDIRECT_URI);
    const { codeVerifier, codeChallenge } = await oauth.newPkce();
    const page = await fetch(oauth.authorizeUrl({ state: 'state', codeChallenge }));
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m): [string, string] => [
        m[1] ?? '',
        (m[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
      ]),
    );
    const allow = [...html.matchAll(/<button type="submit" name="decision" value="(\w+)"[^>]*>(\w+)<\/button>/g)].find((m) => m[2] === 'Allow')?.[1];
    fields.set('decision', allow ?? 'missing');
    const answer = await fetch(new URL(action, google.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
    if (!code) throw new Error(`the fake's consent gave no code (${answer.status})`);
    return oauth.exchangeCode(code, codeVerifier);
  }

  /** What the integrations service does once the photographer pressed Done in the picker: the set and its items. */
  async function pickSet(ids: string[]): Promise<string> {
    const session = await picker.createSession(grant.accessToken);
    google.pick(session.id, ids);
    const setId = `set${randomBytes(6).toString('hex')}`;
    await sets.create({ _id: setId, userId, title: 'Picked', pickerSessionId: session.id, pickerUri: session.pickerUri ?? google.url, sessionExpiresAt: null });
    let position = 0;
    let pageToken: string | undefined;
    do {
      const page = await picker.listMediaItems(grant.accessToken, session.id, pageToken);
      await items.upsertMany(pickedSetItems({ setId, userId }, page.mediaItems, position));
      position += page.mediaItems.length;
      pageToken = page.nextPageToken;
    } while (pageToken);
    await sets.update(userId, setId, { state: 'ready', selected: true, syncState: 'syncing', itemsListedAt: new Date() });
    return setId;
  }

  /** What "Sync Selected Albums" does: one job per item still to import. */
  async function sync(setId: string): Promise<number> {
    const pending = await items.pendingIds(setId);
    for (const mediaItemId of pending) await jobs.addUnlessPending('album-sync.item', { userId, albumId: setId, mediaItemId });
    return pending.length;
  }

  const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 180_000): Promise<T> =>
    waitUntil(what, read, done, { timeoutMs, intervalMs: 200 });

  const originals = async () => (await listKeys(storage, `photo/${userId}/`)).filter((key) => key.endsWith('/original'));
  const photoLibrary = () => google.library.filter((item) => item.type === 'PHOTO');
  const videos = () => google.library.filter((item) => item.type === 'VIDEO');

  beforeAll(async () => {
    expect(existsSync('services/album-sync-worker/dist/main.bundle.js')).toBe(true);
    google = await startFakeGoogle();
    settings = {
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      tokenKey: testEnv.GOOGLE_TOKEN_KEY,
      authorizeUrl: google.urls.authorize,
      tokenUrl: google.urls.token,
      revokeUrl: google.urls.revoke,
      pickerApiUrl: google.urls.pickerApi,
    };
    picker = new PickerClient(google.urls.pickerApi);
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    sets = new GooglePhotoSetRepository(db.connection);
    items = new GooglePhotoSetItemRepository(db.connection);
    connections = new GoogleConnectionRepository(db.connection);
    photos = new PhotoRepository(db.connection);
    userId = (
      await new UserRepository(db.connection).create({ email: `ada${suffix}@example.com`, username: `ada${suffix}`, firstName: 'Ada', lastName: 'Lovelace' })
    ).id;
    grant = await connect();
    await connections.connect(userId, new TokenCipher(testEnv.GOOGLE_TOKEN_KEY).seal(userId, grant));

    // The photographer's name comes from auth; its HTTP side is not used here (a port of its own).
    const authPort = String(20_000 + (parseInt(suffix.slice(0, 4), 16) % 20_000));
    services.push(
      startService('auth', testProfile, { output: 'silent', env: { MONGODB_URI: mongoUri, AUTH_HTTP_PORT: authPort, LOG_LEVEL: 'warn' } }),
      startService('media', testProfile, { output: 'silent', env: env() }),
      // No local model loading: ai-tag jobs fail at once and do not hold the photos' "ready".
      startService('media-worker', testProfile, { output: 'silent', env: { ...env(), AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } }),
    );
    await Promise.all([waitForRpcService(testEnv, 'media'), waitForRpcService(testEnv, 'auth')]);
    jobs = new JobProducer(albumSyncQueue, { redisUrl: testEnv.REDIS_URL, prefix: syncPrefix });
    queue = new Queue(ALBUM_SYNC_QUEUE, { connection: { url: testEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: syncPrefix });
    mediaQueue = new Queue(MEDIA_QUEUE, { connection: { url: testEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: mediaPrefix });
  });

  afterAll(async () => {
    await Promise.all([...workers, ...services].map((process) => process.stop(5_000)));
    await jobs?.close();
    for (const q of [queue, mediaQueue]) {
      await q?.obliterate({ force: true });
      await q?.close();
    }
    if (userId) for (const key of await listKeys(storage, `photo/${userId}/`)) await storage.delete(key);
    await db?.connection.dropDatabase();
    await db?.disconnect();
    await google?.close();
  });

  let firstSet: string;

  it('imports 20 photos once through Google 429s, 503s, expired base URLs and a worker killed mid-sync; videos are skipped', async () => {
    firstSet = await pickSet([...photoLibrary().slice(0, PHOTOS), ...videos()].map((item) => item.id));
    // The videos are skipped as the set is listed: only the photos are queued.
    expect(await sync(firstSet)).toBe(PHOTOS);
    // Every base URL listed so far answers 403; Google is busy, then failing, for some downloads.
    google.expireBaseUrls();
    google.failNext({ method: 'GET', path: DOWNLOADS, status: 429, retryAfterSeconds: 1, times: 2 });
    google.failNext({ method: 'GET', path: DOWNLOADS, status: 503, times: 2 });

    const first = startWorker();
    await until(
      'imported before the kill',
      () => items.counts(firstSet),
      (counts) => counts.imported >= 4,
    );
    process.kill(-first.pid, 'SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const atKill = await items.counts(firstSet);
    expect(atKill.pending).toBeGreaterThan(0);

    startWorker();
    const counts = await until(
      'the set synced',
      () => items.counts(firstSet),
      (value) => value.pending === 0,
    );
    expect(counts).toEqual({ total: PHOTOS + 2, imported: PHOTOS, skipped: 2, failed: 0, pending: 0 });
    // The job that ends the last item marks the set done just after counting it.
    const set = await until(
      'the set marked done',
      () => sets.findOwned(userId, firstSet),
      (value) => value?.syncState !== 'syncing',
    );
    expect(set).toMatchObject({ syncState: 'done', problem: null, state: 'ready' });

    // Exactly one photo per picked photo, each ready, with one original in storage.
    const ready = await until(
      'photos ready',
      () => photos.listByUser(userId),
      (list) => list.filter((p) => p.status === 'ready').length === PHOTOS,
    );
    expect(ready).toHaveLength(PHOTOS);
    expect(ready.every((photo) => photo.category === 'other' && !photo.isPublic)).toBe(true);
    expect(ready.map((photo) => photo.title).sort()).toEqual(
      photoLibrary()
        .slice(0, PHOTOS)
        .map((item) =>
          item.filename
            .replace(/\.[A-Za-z0-9]{1,5}$/, '')
            .replace(/[_\s-]+/g, ' ')
            .trim(),
        )
        .sort(),
    );
    expect((await originals()).sort()).toEqual(ready.map((photo) => `photo/${userId}/${photo._id}/original`).sort());
    const claims = await new PhotoSourceRepository(db.connection).findMany(
      userId,
      'google-photos',
      photoLibrary()
        .slice(0, PHOTOS)
        .map((item) => item.id),
    );
    expect(claims.map((claim) => claim.photoId).sort()).toEqual(ready.map((photo) => photo._id).sort());

    // The expired base URLs were listed again (the worker's own listing), and the faults were met.
    const listings = google.requests.filter((request) => request.method === 'GET' && request.path === '/v1/mediaItems');
    expect(listings.length).toBeGreaterThan(1);
    expect((await sets.findOwned(userId, firstSet))?.itemsListedAt?.getTime()).toBeGreaterThan(set?.createdAt.getTime() ?? Infinity);
    const mediaRequests = google.requests.filter((request) => DOWNLOADS.test(request.path));
    expect(mediaRequests.length).toBeGreaterThanOrEqual(PHOTOS + 4);

    // Videos are reported as skipped; every job ended completed with its outcome and the set's progress.
    const video = await items.find(firstSet, videos()[0]?.id ?? '');
    expect(video).toMatchObject({ status: 'skipped', error: VIDEO_SKIPPED });
    const completed = (await queue.getCompleted(0, 1000)).filter((job) => job.data.albumId === firstSet);
    expect(await queue.getFailedCount()).toBe(0);
    const results = completed.map((job) => albumSyncItemResultSchema.parse(job.returnvalue));
    // BullMQ counts each job's successful attempt too; every other attempt left its error. Each
    // 503 spent one, a 429 none (it waits without spending one).
    const spent = completed.flatMap((job) => job.stacktrace ?? []).map((trace) => trace.split('\n')[0] ?? '');
    if (spent.length !== 2) console.log(`attempts spent besides the successful ones: ${JSON.stringify(spent)}`);
    expect(completed.reduce((sum, job) => sum + job.attemptsMade, 0)).toBe(completed.length + spent.length);
    expect(spent.filter((line) => line.includes(GOOGLE_UNAVAILABLE))).toHaveLength(2);
    expect(spent.filter((line) => line.includes(GOOGLE_RATE_LIMITED))).toEqual([]);
    expect(results.filter((result) => result.outcome === 'imported')).toHaveLength(PHOTOS);
    expect(results.some((result) => result.progress.state === 'done' && result.progress.imported === PHOTOS && result.progress.skipped === 2)).toBe(true);
  });

  it('adds nothing when the same photos are synced again, in a second set too, and downloads none of them', async () => {
    const downloadsBefore = google.requests.filter((request) => DOWNLOADS.test(request.path)).length;
    await items.resetFailed(firstSet);
    expect(await sync(firstSet)).toBe(0);

    const again = await pickSet(
      photoLibrary()
        .slice(0, PHOTOS)
        .map((item) => item.id),
    );
    expect(await sync(again)).toBe(PHOTOS);
    const counts = await until(
      'the second set synced',
      () => items.counts(again),
      (value) => value.pending === 0,
    );
    expect(counts).toMatchObject({ imported: PHOTOS, failed: 0 });
    expect(await photos.listByUser(userId)).toHaveLength(PHOTOS);
    expect(await originals()).toHaveLength(PHOTOS);
    expect(google.requests.filter((request) => DOWNLOADS.test(request.path)).length).toBe(downloadsBefore);
  });

  it('fails the items with the reconnect message when Google refused the grant, and asks the photographer to connect again', async () => {
    const rest = await pickSet(
      photoLibrary()
        .slice(PHOTOS, PHOTOS + 3)
        .map((item) => item.id),
    );
    await fetch(google.urls.revoke, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: grant.refreshToken }).toString(),
    });
    expect(await sync(rest)).toBe(3);
    const counts = await until(
      'the revoked set ended',
      () => items.counts(rest),
      (value) => value.pending === 0,
    );
    expect(counts).toMatchObject({ failed: 3, imported: 0 });
    expect(await items.failures(rest, 10)).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ error: RECONNECT })));
    // The job that ended the last item marks the set done just after.
    const ended = await until(
      'the revoked set marked done',
      () => sets.findOwned(userId, rest),
      (set) => set?.syncState === 'done',
    );
    expect(ended).toMatchObject({ problem: RECONNECT, syncState: 'done' });
    expect(await connections.find(userId)).toMatchObject({ needsReconnect: true });
    expect(await photos.listByUser(userId)).toHaveLength(PHOTOS);
  });
});
