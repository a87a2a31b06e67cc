import {
  GOOGLE_PHOTOS_ALBUMS_ROUTE,
  GOOGLE_PHOTOS_PICKER_SCOPE,
  type GooglePhotoSet,
  type GooglePhotosConnection,
  type GooglePickerSession,
  type SelectGooglePhotoSetsResponse,
} from '@lumafolio/contracts';
import { GOOGLE_CONNECTION_COLLECTION } from '@lumafolio/dal';
import {
  googleEnvOf,
  profile,
  signUpThroughGateway,
  startFakeGoogle,
  startGatewayUnderTest,
  type FakeGoogle,
  type GatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { TokenCipher } from '@lumafolio/google-photos';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Google Photos through the gateway and the integrations service (ADR 34), against a local
 * server speaking Google's OAuth 2.0 and Picker API: connecting (every outcome of the
 * callback), the sealed tokens, picking a set, its cover, selecting it for sync, and
 * disconnecting (revoked at Google).
 */
const testProfile = profile('test');
const GATEWAY_PORT = 13281;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const QUEUE_PREFIX = `album-sync-${run}`;
const TOKEN_KEY = randomBytes(32).toString('base64');
/** Picker sessions and syncs per photographer and hour, for this test (the default is 120). */
const RATE_LIMIT = 30;

describe('Google Photos', () => {
  let google: FakeGoogle;
  let stack: GatewayUnderTest;
  let jane: SignedUpUser;
  let bob: SignedUpUser;

  const get = (user: SignedUpUser, path: string) => user.client.request(`${GATEWAY}${path}`);
  const send = (user: SignedUpUser, method: string, path: string, body?: unknown) =>
    user.client.request(`${GATEWAY}${path}`, {
      method,
      headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const landing = (response: Response) => {
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') as string, GATEWAY);
    expect(location.pathname).toBe(GOOGLE_PHOTOS_ALBUMS_ROUTE);
    return Object.fromEntries(location.searchParams);
  };
  /** The consent redirect to Google: its query. */
  const startConsent = async (user: SignedUpUser) => {
    const response = await user.client.request(`${GATEWAY}/api/auth/google/photos/consent`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') as string);
  };
  /** The user's answer on Google's consent screen: Google's redirect back to our callback. */
  const decide = async (authorize: URL, decision: 'allow' | 'deny') => {
    const query = new URLSearchParams(authorize.search);
    query.set('decision', decision);
    const response = await fetch(`${google.url}/o/oauth2/v2/auth/decision?${query.toString()}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') as string);
  };
  const callback = (user: SignedUpUser, url: URL) => user.client.request(url.href, { redirect: 'manual' });
  const connect = async (user: SignedUpUser) => landing(await callback(user, await decide(await startConsent(user), 'allow')));

  beforeAll(async () => {
    google = await startFakeGoogle();
    const googleEnv = {
      ...googleEnvOf(google),
      GOOGLE_TOKEN_KEY: TOKEN_KEY,
      ALBUM_SYNC_QUEUE_PREFIX: QUEUE_PREFIX,
    };
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: 13291,
      env: { integrations: googleEnv, gateway: { ALBUM_SYNC_QUEUE_PREFIX: QUEUE_PREFIX, GOOGLE_PHOTOS_RATE_LIMIT: String(RATE_LIMIT) } },
    });
    [jane, bob] = await Promise.all([signUpThroughGateway(GATEWAY, 'gjane', run), signUpThroughGateway(GATEWAY, 'gbob', run)]);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await google?.close();
  });

  it('is not connected at first: the album list says so with "connect" in its message', async () => {
    const connection = (await (await get(jane, '/api/google-photos/connection')).json()) as GooglePhotosConnection;
    expect(connection).toEqual({ enabled: true, connected: false, needsReconnect: false, connectedAt: null });
    const albums = await get(jane, '/api/google-photos/albums');
    expect(albums.status).toBe(409);
    expect(((await albums.json()) as { message: string }).message).toMatch(/connect/i);
  });

  it('asks Google for the Picker scope only, offline, with state and a PKCE challenge', async () => {
    const authorize = await startConsent(jane);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(google.urls.authorize);
    const query = authorize.searchParams;
    expect(query.get('scope')).toBe(GOOGLE_PHOTOS_PICKER_SCOPE);
    expect(query.get('access_type')).toBe('offline');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(query.get('redirect_uri')).toBe(`${GATEWAY}/api/auth/google/photos/callback`);
  });

  it('ends every failed connection on the album page with the error value the page explains', async () => {
    const anonymous = await fetch(`${GATEWAY}/api/auth/google/photos/consent`, { redirect: 'manual' });
    expect(landing(anonymous)).toEqual({ error: 'session_expired' });

    expect(landing(await callback(jane, await decide(await startConsent(jane), 'deny')))).toEqual({ error: 'access_denied' });

    const allowed = await decide(await startConsent(jane), 'allow');
    const withoutCode = new URL(allowed);
    withoutCode.searchParams.delete('code');
    expect(landing(await callback(jane, withoutCode))).toEqual({ error: 'invalid_request' });
    // The state was taken by that attempt: the same answer again finds no consent under way.
    expect(landing(await callback(jane, allowed))).toEqual({ error: 'session_expired' });

    const forged = new URL(await decide(await startConsent(jane), 'allow'));
    forged.searchParams.set('state', randomBytes(24).toString('base64url'));
    expect(landing(await callback(jane, forged))).toEqual({ error: 'session_expired' });

    // Jane's consent finished in Bob's browser: not Jane's connection, not Bob's either.
    expect(landing(await callback(bob, await decide(await startConsent(jane), 'allow')))).toEqual({ error: 'invalid_request' });

    const badCode = new URL(await decide(await startConsent(jane), 'allow'));
    badCode.searchParams.set('code', 'not-a-code-google-issued');
    expect(landing(await callback(jane, badCode))).toEqual({ error: 'token_error' });

    const unknownError = new URL(`${GATEWAY}/api/auth/google/photos/callback?error=temporarily_unavailable&state=x`);
    expect(landing(await callback(jane, unknownError))).toEqual({ error: 'failed' });

    const connection = (await (await get(jane, '/api/google-photos/connection')).json()) as GooglePhotosConnection;
    expect(connection.connected).toBe(false);
  });

  it('connects, keeping the tokens sealed with the key: the database alone does not reveal them', async () => {
    expect(await connect(jane)).toEqual({ success: 'connected' });
    const connection = (await (await get(jane, '/api/google-photos/connection')).json()) as GooglePhotosConnection;
    expect(connection).toMatchObject({ enabled: true, connected: true, needsReconnect: false });

    const database = await mongoose.createConnection(testProfile.serviceEnv.MONGODB_URI).asPromise();
    try {
      const stored = (await database.collection(GOOGLE_CONNECTION_COLLECTION).findOne({ _id: jane.id as never })) as { sealedGrant: string } | null;
      expect(stored).not.toBeNull();
      const grant = new TokenCipher(TOKEN_KEY).open(jane.id, stored?.sealedGrant as string) as { refreshToken: string; accessToken: string };
      expect(grant.refreshToken.length).toBeGreaterThan(10);
      const raw = JSON.stringify(stored);
      expect(raw).not.toContain(grant.refreshToken);
      expect(raw).not.toContain(grant.accessToken);
      expect(() => new TokenCipher(randomBytes(32).toString('base64')).open(jane.id, stored?.sealedGrant as string)).toThrow();
      // Bound to its owner: the same value copied onto Bob's account does not open.
      expect(() => new TokenCipher(TOKEN_KEY).open(bob.id, stored?.sealedGrant as string)).toThrow();
    } finally {
      await database.close();
    }
  });

  it('turns a picking session into a set with its items and a cover, visible to its owner only', async () => {
    const empty = (await (await get(jane, '/api/google-photos/albums')).json()) as { albums: GooglePhotoSet[] };
    expect(empty.albums).toEqual([]);

    const started = await send(jane, 'POST', '/api/google-photos/picker-sessions');
    expect(started.status).toBe(201);
    const session = (await started.json()) as GooglePickerSession;
    expect(session.album.state).toBe('picking');
    expect(session.pickerUri.startsWith(google.url)).toBe(true);
    expect(session.pollIntervalMs).toBeGreaterThanOrEqual(1_000);

    const stillPicking = (await (await get(jane, `/api/google-photos/albums/${session.album.id}`)).json()) as GooglePhotoSet;
    expect(stillPicking).toMatchObject({ state: 'picking', mediaItemsCount: 0, coverPhotoUrl: null });

    const photos = google.library.filter((item) => item.type === 'PHOTO').slice(0, 20);
    const videos = google.library.filter((item) => item.type === 'VIDEO');
    google.pick(
      new URL(session.pickerUri).pathname.split('/').pop() as string,
      [...photos, ...videos].map((item) => item.id),
    );

    const ready = (await (await get(jane, `/api/google-photos/albums/${session.album.id}`)).json()) as GooglePhotoSet;
    expect(ready).toMatchObject({ state: 'ready', mediaItemsCount: 22, photoCount: 20, videoCount: 2, pickerUri: null });
    expect(ready.coverPhotoUrl).toMatch(new RegExp(`^/api/google-photos/albums/${ready.id}/cover\\?v=\\d+$`));

    const cover = await get(jane, ready.coverPhotoUrl as string);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect(cover.headers.get('cache-control')).toMatch(/^private/);
    const size = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([size.width, size.height, size.format]).toEqual([512, 512, 'jpeg']);

    expect((await get(bob, `/api/google-photos/albums/${ready.id}`)).status).toBe(404);
    await connect(bob);
    expect((await get(bob, `/api/google-photos/albums/${ready.id}`)).status).toBe(404);
    expect((await get(bob, ready.coverPhotoUrl as string)).status).toBe(404);
    expect((await send(bob, 'PATCH', `/api/google-photos/albums/${ready.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await send(bob, 'POST', '/api/google-photos/albums/select', { albumIds: [ready.id] })).status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/google-photos/albums`)).status).toBe(401);

    const renamed = await send(jane, 'PATCH', `/api/google-photos/albums/${ready.id}`, { title: '  Summer 2026  ' });
    expect(((await renamed.json()) as GooglePhotoSet).title).toBe('Summer 2026');
    const blank = await send(jane, 'PATCH', `/api/google-photos/albums/${ready.id}`, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toContain('Give the album a title.');
  });

  it('refuses an empty selection, and queues one job per photo of the selected sets', async () => {
    const none = await send(jane, 'POST', '/api/google-photos/albums/select', { albumIds: [] });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toContain('Please select at least one album to sync.');

    const { albums } = (await (await get(jane, '/api/google-photos/albums')).json()) as { albums: GooglePhotoSet[] };
    const [set] = albums;
    const selected = await send(jane, 'POST', '/api/google-photos/albums/select', { albumIds: [set?.id] });
    expect(selected.status).toBe(201);
    const answer = (await selected.json()) as SelectGooglePhotoSetsResponse;
    // The 20 photos: the 2 videos are skipped from the start.
    expect(answer.queued).toBe(20);
    expect(answer.albums[0]).toMatchObject({ id: set?.id, selected: true, progress: { state: 'syncing', total: 22, imported: 0, skipped: 2 } });

    const queue = new Queue('album-sync', { connection: { url: testProfile.serviceEnv.REDIS_URL }, prefix: QUEUE_PREFIX });
    try {
      const waiting = await queue.getWaiting(0, 100);
      expect(waiting).toHaveLength(20);
      expect(new Set(waiting.map((job) => job.data.mediaItemId)).size).toBe(20);
      expect(waiting.every((job) => job.data.userId === jane.id && job.data.albumId === set?.id)).toBe(true);
      // Selecting again while they wait queues nothing twice.
      await send(jane, 'POST', '/api/google-photos/albums/select', { albumIds: [set?.id] });
      expect(await queue.getWaitingCount()).toBe(20);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('disconnects by revoking the grant at Google', async () => {
    const revokedBefore = google.revokedTokens.length;
    const response = await send(jane, 'POST', '/api/google-photos/disconnect');
    expect(response.status).toBe(201);
    expect(google.revokedTokens.length).toBe(revokedBefore + 1);
    const connection = (await (await get(jane, '/api/google-photos/connection')).json()) as GooglePhotosConnection;
    expect(connection.connected).toBe(false);
    expect((await get(jane, '/api/google-photos/albums')).status).toBe(409);
  });

  it('revokes the grant at Google when the photographer deletes the account, and forgets the tokens', async () => {
    const revokedBefore = google.revokedTokens.length;
    const deleted = await bob.client.request(`${GATEWAY}/api/auth/user`, {
      method: 'DELETE',
      headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ confirmUsername: bob.username }),
    });
    expect([202, 204]).toContain(deleted.status);
    const database = await mongoose.createConnection(testProfile.serviceEnv.MONGODB_URI).asPromise();
    try {
      const deadline = Date.now() + 30_000;
      while ((await database.collection(GOOGLE_CONNECTION_COLLECTION).countDocuments({ _id: bob.id as never })) > 0) {
        if (Date.now() > deadline) throw new Error("Bob's Google connection outlived his account");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await database.close();
    }
    expect(google.revokedTokens.length).toBe(revokedBefore + 1);
  });

  it('limits how often one photographer may start pickers and syncs, with Retry-After', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let attempt = 0; attempt <= RATE_LIMIT && !limited; attempt++) {
      const response = await send(jane, 'POST', '/api/google-photos/picker-sessions');
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(limited).toBeDefined();
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited?.json()) as { message: string }).message).toMatch(/wait a few minutes/);
    // Jane is disconnected: every answer before the limit was the "connect" 409, never a 5xx.
    expect(statuses.slice(0, -1).every((status) => status === 409)).toBe(true);
  });
});
