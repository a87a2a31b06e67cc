/* eslint-disable @typescript-eslint/no-non-null-assertion -- a missing value fails the test anyway */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PICKER_SCOPE, startFakeGoogle, type FakeGoogle } from '../src/testing/fake-google/index.ts';

const REDIRECT_URI = 'http://127.0.0.1:5999/api/auth/google/photos/callback';

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

interface PickedItem {
  id: string;
  type: 'PHOTO' | 'VIDEO';
  mediaFile: { baseUrl: string; mimeType: string; filename: string; mediaFileMetadata: { width: number; height: number } };
}

describe('the fake Google (OAuth 2.0 and Photos Picker API)', () => {
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google.close());
  beforeEach(() => google.reset());

  const form = (values: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });
  const authorizeParams = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: PICKER_SCOPE,
      state: 'state-123',
      access_type: 'offline',
      prompt: 'consent',
      ...overrides,
    });
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  /** Submits the consent page's form as the browser would, pressing `button`. */
  async function consent(params: URLSearchParams, button: 'Allow' | 'Cancel'): Promise<URL> {
    const page = await fetch(`${google.urls.authorize}?${params}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m): [string, string] => [m[1]!, unescapeHtml(m[2]!)]),
    );
    const value = /<button type="submit" name="decision" value="(\w+)"[^>]*>(\w+)<\/button>/g;
    const decision = [...html.matchAll(value)].find((m) => m[2] === button)?.[1];
    fields.set('decision', decision ?? 'missing');
    const answer = await fetch(new URL(action!, google.url), { ...form(Object.fromEntries(fields)), redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!);
  }

  async function token(values: Record<string, string>): Promise<{ status: number; body: Tokens & { error?: string } }> {
    const response = await fetch(google.urls.token, form(values));
    return { status: response.status, body: (await response.json()) as Tokens & { error?: string } };
  }

  async function connect(): Promise<Tokens> {
    const { verifier, challenge } = pkce();
    const back = await consent(authorizeParams({ code_challenge: challenge, code_challenge_method: 'S256' }), 'Allow');
    const { body } = await token({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: google.clientId,
      client_secret: google.clientSecret,
    });
    return body;
  }

  const api = (accessToken: string | undefined, path: string, init: RequestInit = {}) =>
    fetch(`${google.urls.pickerApi}${path}`, { ...init, headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...init.headers } });
  const createSession = async (accessToken: string) =>
    (await (await api(accessToken, '/sessions', { method: 'POST', body: '{}' })).json()) as { id: string; pickerUri: string };

  async function listAll(accessToken: string, sessionId: string, pageSize: number): Promise<{ items: PickedItem[]; pages: number }> {
    const items: PickedItem[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const query = new URLSearchParams({ sessionId, pageSize: String(pageSize), ...(pageToken ? { pageToken } : {}) });
      const response = await api(accessToken, `/mediaItems?${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { mediaItems: PickedItem[]; nextPageToken?: string };
      items.push(...page.mediaItems);
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken);
    return { items, pages };
  }

  it('runs the authorization code flow with PKCE: the code works once, and only with its verifier', async () => {
    const { verifier, challenge } = pkce();
    const back = await consent(authorizeParams({ code_challenge: challenge, code_challenge_method: 'S256' }), 'Allow');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('scope')).toBe(PICKER_SCOPE);
    const exchange = {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      client_id: google.clientId,
      client_secret: google.clientSecret,
    };

    expect(await token({ ...exchange, code_verifier: pkce().verifier })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    });
    const granted = await token({ ...exchange, code_verifier: verifier });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      scope: PICKER_SCOPE,
      token_type: 'Bearer',
    });
    expect((await token({ ...exchange, code_verifier: verifier })).body.error).toBe('invalid_grant');
  });

  it('refuses an unknown client on a page, sends a bad scope and a Cancel back to the app', async () => {
    const unknown = await fetch(`${google.urls.authorize}?${authorizeParams({ client_id: 'someone-else' })}`, { redirect: 'manual' });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('location')).toBeNull();
    expect(await unknown.text()).toContain('Error 401: invalid_client');

    const badScope = await fetch(`${google.urls.authorize}?${authorizeParams({ scope: 'https://www.googleapis.com/auth/photoslibrary' })}`, {
      redirect: 'manual',
    });
    expect(badScope.status).toBe(302);
    expect(Object.fromEntries(new URL(badScope.headers.get('location')!).searchParams)).toEqual({ error: 'invalid_scope', state: 'state-123' });

    const cancelled = await consent(authorizeParams(), 'Cancel');
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: 'access_denied', state: 'state-123' });
  });

  it('refreshes with HTTP Basic client credentials, refuses a wrong secret, and stops refreshing once revoked', async () => {
    const tokens = await connect();
    const basic = (secret: string) => `Basic ${Buffer.from(`${google.clientId}:${secret}`).toString('base64')}`;
    const refresh = (secret: string) =>
      fetch(google.urls.token, {
        ...form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(secret) },
      });

    expect((await refresh('wrong')).status).toBe(401);
    const refreshed = (await (await refresh(google.clientSecret)).json()) as Tokens;
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed).not.toHaveProperty('refresh_token');
    const session = await createSession(refreshed.access_token);

    const revoked = await fetch(`${google.urls.revoke}?token=${encodeURIComponent(tokens.refresh_token!)}`, { method: 'POST' });
    expect(revoked.status).toBe(200);
    expect(google.revokedTokens).toEqual([tokens.refresh_token]);
    expect(await (await refresh(google.clientSecret)).json()).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    expect((await api(refreshed.access_token, `/sessions/${session.id}`)).status).toBe(401);
    const again = await fetch(google.urls.revoke, form({ token: tokens.refresh_token! }));
    expect([again.status, await again.json()]).toEqual([400, { error: 'invalid_token', error_description: 'Token expired or revoked' }]);

    const reconnected = await connect();
    expect((await api(reconnected.access_token, `/sessions/${session.id}`)).status).toBe(404);
  });

  it('answers the Picker API only with a live access token, in Google’s error shape', async () => {
    const missing = await api(undefined, '/sessions', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { code: 401, message: expect.any(String), status: 'UNAUTHENTICATED' } });

    const tokens = await connect();
    expect((await api(tokens.access_token, '/sessions', { method: 'POST' })).status).toBe(200);
    google.expireAccessTokens();
    expect((await api(tokens.access_token, '/sessions', { method: 'POST' })).status).toBe(401);
  });

  it('lets the user pick on the picker page, then lists the picked items over pages, videos included', async () => {
    const { access_token: accessToken } = await connect();
    const session = await createSession(accessToken);
    expect(session).toEqual({
      id: expect.any(String),
      pickerUri: `${google.url}/picker/${session.id}`,
      pollingConfig: { pollInterval: '1s', timeoutIn: expect.stringMatching(/^\d+s$/) },
      expireTime: expect.any(String),
      mediaItemsSet: false,
    });
    const early = await api(accessToken, `/mediaItems?sessionId=${session.id}`);
    expect([early.status, ((await early.json()) as { error: { status: string } }).error.status]).toEqual([400, 'FAILED_PRECONDITION']);

    const page = await (await fetch(session.pickerUri)).text();
    expect(page).toContain('>Done</button>');
    const allPhotos = await (await fetch(session.pickerUri, form({ action: 'select-all-photos' }))).text();
    const checked = [...allPhotos.matchAll(/name="item" value="([^"]+)" checked/g)].map((m) => m[1]!);
    const videos = google.library.filter((item) => item.type === 'VIDEO').map((item) => item.id);
    expect(checked.length).toBeGreaterThanOrEqual(20);
    expect(videos).toHaveLength(2);
    const chosen = new URLSearchParams([...[...checked, ...videos].map((id): [string, string] => ['item', id]), ['action', 'done']]);
    const done = await fetch(session.pickerUri, { ...form({}), body: chosen.toString() });
    expect(await done.text()).toContain('Done — you can close this window');

    const polled = (await (await api(accessToken, `/sessions/${session.id}`)).json()) as Record<string, unknown>;
    expect(polled['mediaItemsSet']).toBe(true);
    const { items, pages } = await listAll(accessToken, session.id, 10);
    expect(pages).toBe(Math.ceil((checked.length + 2) / 10));
    expect(items.map((item) => item.id)).toEqual([...checked, ...videos]);
    expect(items.filter((item) => item.type === 'VIDEO').map((item) => item.mediaFile.mimeType)).toEqual(['video/mp4', 'video/mp4']);
    const aqua = items.find((item) => item.mediaFile.filename === 'Aqua.jpg');
    expect(aqua?.mediaFile).toEqual({
      baseUrl: expect.stringContaining(`${google.url}/lh3/`),
      mimeType: 'image/jpeg',
      filename: 'Aqua.jpg',
      mediaFileMetadata: expect.objectContaining({ width: expect.any(Number), height: expect.any(Number) }),
    });
  });

  it('serves a base URL’s original bytes, a cropped JPEG and a video with the access token; expired base URLs get 403', async () => {
    const { access_token: accessToken } = await connect();
    const session = await createSession(accessToken);
    google.pick(session.id, { count: google.library.length });
    const { items } = await listAll(accessToken, session.id, 100);
    const photo = items.find((item) => item.mediaFile.filename === 'Aqua.jpg')!;
    const video = items.find((item) => item.type === 'VIDEO')!;
    const get = (url: string, token: string | null = accessToken) => fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});

    const original = await get(`${photo.mediaFile.baseUrl}=d`);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(await readFile('/usr/share/backgrounds/mate/nature/Aqua.jpg'))).toBe(true);
    const cropped = Buffer.from(await (await get(`${photo.mediaFile.baseUrl}=w256-h256-c`)).arrayBuffer());
    expect(await sharp(cropped).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    const videoBytes = await get(`${video.mediaFile.baseUrl}=dv`);
    expect([videoBytes.status, videoBytes.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(google.downloads(photo.id)).toBe(2);

    expect((await get(`${photo.mediaFile.baseUrl}=d`, null)).status).toBe(401);
    google.expireBaseUrls();
    expect((await get(`${photo.mediaFile.baseUrl}=d`)).status).toBe(403);
    expect(google.downloads(photo.id)).toBe(2);
  });

  it('fails the next matching requests as told: 429 with Retry-After, then answers normally', async () => {
    const { access_token: accessToken } = await connect();
    const session = await createSession(accessToken);
    google.pick(session.id, { count: 3 });
    google.failNext({ method: 'GET', path: /^\/v1\/mediaItems$/, status: 429, retryAfterSeconds: 7 });

    const limited = await api(accessToken, `/mediaItems?sessionId=${session.id}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toEqual({ error: { code: 429, message: expect.stringContaining('Quota exceeded'), status: 'RESOURCE_EXHAUSTED' } });
    const retried = await api(accessToken, `/mediaItems?sessionId=${session.id}`);
    expect(((await retried.json()) as { mediaItems: unknown[] }).mediaItems).toHaveLength(3);
    expect(google.requests.filter((request) => request.path === '/v1/mediaItems')).toHaveLength(2);
  });

  it('forgets an expired or deleted session', async () => {
    const { access_token: accessToken } = await connect();
    const expiring = await createSession(accessToken);
    google.pick(expiring.id, { count: 2 });
    google.expireSession(expiring.id);
    expect((await api(accessToken, `/mediaItems?sessionId=${expiring.id}`)).status).toBe(404);

    const deleted = await createSession(accessToken);
    expect((await api(accessToken, `/sessions/${deleted.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(accessToken, `/sessions/${deleted.id}`)).status).toBe(404);
  });
});
