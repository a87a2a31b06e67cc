import { SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import {
  CookieJarClient,
  describeRecentOutput,
  profile,
  signInThroughGateway,
  startEmailServices,
  startService,
  waitForHttp,
  waitForRpcService,
  type ManagedProcess,
} from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';

/**
 * Sign-in, sessions, CSRF and roles through real processes: gateway → NATS → auth (with
 * its built-in OpenID Connect provider) on the test infrastructure. A second provider
 * instance, configured separately on another port, stands in for an external issuer.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:13102';
const EXTERNAL_GATEWAY = 'http://127.0.0.1:13103';
const ISSUER = 'http://127.0.0.1:13111';
const EXTERNAL_ISSUER = 'http://127.0.0.1:13112';
const run = Date.now().toString(36);
const ADMIN_EMAIL = `admin-${run}@example.com`;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const account = (name: string) => ({ email: `${name}-${run}@example.com`, username: `${name}_${run}`, password: 'correct horse battery' });

describe('sign-in and sessions through the gateway', () => {
  const processes: ManagedProcess[] = [];
  let externalIssuer: ManagedProcess;
  /** How the external issuer ended, if it did before the tests were done (a failure then says so, with its last lines). */
  let externalIssuerEnded: number | string | undefined;
  let redis: Redis;

  beforeAll(async () => {
    const quiet = { output: 'silent' as const };
    // The "external" issuer: its own database, client and port; it does not serve RPC.
    externalIssuer = startService('auth', testProfile, {
      ...quiet,
      env: {
        AUTH_RPC_ENABLED: 'false',
        AUTH_HTTP_PORT: '13112',
        AUTH_ISSUER_URL: EXTERNAL_ISSUER,
        MONGODB_URI: testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, '/external_issuer'),
        OIDC_CLIENT_ID: 'external-rp',
        OIDC_CLIENT_SECRET: 'external-client-secret-0123456789abcdef',
        OIDC_REDIRECT_URIS: `${EXTERNAL_GATEWAY}/api/callback`,
        OIDC_POST_LOGOUT_REDIRECT_URIS: `${EXTERNAL_GATEWAY}/`,
      },
    });
    void externalIssuer.exited.then((ended) => (externalIssuerEnded = ended));
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    processes.push(
      externalIssuer,
      startService('portfolio', testProfile, quiet),
      startService('media', testProfile, quiet),
      startService('auth', testProfile, {
        ...quiet,
        env: {
          AUTH_HTTP_PORT: '13111',
          AUTH_ISSUER_URL: ISSUER,
          OIDC_REDIRECT_URIS: `${GATEWAY}/api/callback`,
          OIDC_POST_LOGOUT_REDIRECT_URIS: `${GATEWAY}/`,
          ADMIN_EMAILS: ADMIN_EMAIL,
        },
      }),
      ...startEmailServices(testProfile, quiet),
      startService('gateway', testProfile, {
        ...quiet,
        env: { GATEWAY_PORT: '13102', PUBLIC_URL: GATEWAY, OIDC_ISSUER_URL: ISSUER },
      }),
      startService('gateway', testProfile, {
        ...quiet,
        env: {
          GATEWAY_PORT: '13103',
          PUBLIC_URL: EXTERNAL_GATEWAY,
          OIDC_ISSUER_URL: EXTERNAL_ISSUER,
          OIDC_CLIENT_ID: 'external-rp',
          OIDC_CLIENT_SECRET: 'external-client-secret-0123456789abcdef',
        },
      }),
    );
    await Promise.all([
      waitForRpcService(testProfile.serviceEnv, 'auth'),
      waitForRpcService(testProfile.serviceEnv, 'portfolio'),
      waitForRpcService(testProfile.serviceEnv, 'media'),
      waitForRpcService(testProfile.serviceEnv, 'integrations'),
      waitForHttp(`${ISSUER}/.well-known/openid-configuration`, 30_000),
      waitForHttp(`${EXTERNAL_ISSUER}/.well-known/openid-configuration`, 30_000),
      waitForHttp(`${GATEWAY}/healthz`, 30_000),
      waitForHttp(`${EXTERNAL_GATEWAY}/healthz`, 30_000),
    ]);
  }, 60_000);

  afterAll(async () => {
    redis?.disconnect();
    await Promise.all(processes.map((p) => p.stop()));
  });

  const currentUser = (client: CookieJarClient, gateway = GATEWAY) => client.request(`${gateway}/api/auth/user`);

  /** A browser whose app session is gone (it expired, or the user signed out here) while the provider may still know it. */
  const withoutAppSession = (client: CookieJarClient, gateway = GATEWAY) => {
    client.setCookie(gateway, SESSION_COOKIE_NAME, '');
    return client;
  };

  /** Where a plain GET /api/login ends for this browser: the provider's sign-in page (password asked) or back in the app. */
  async function whereLoginLands(client: CookieJarClient, gateway = GATEWAY, issuer = ISSUER): Promise<'password asked' | 'signed in silently' | string> {
    const { response, url } = await client.navigate(`${gateway}/api/login`);
    const html = await response.text();
    if (url.startsWith(`${issuer}/interaction/`) && html.includes('Sign in to')) return 'password asked';
    if (url.startsWith(gateway)) return 'signed in silently';
    return `${response.status} ${url}`;
  }

  /**
   * Starts a sign-in in a browser whose provider session is alive and stops at the
   * redirect back to the gateway: the callback URL with a real code and state.
   */
  async function callbackUrlOf(client: CookieJarClient, gateway = GATEWAY): Promise<URL> {
    withoutAppSession(client, gateway);
    let url = `${gateway}/api/login`;
    let response = await client.request(url);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`no redirect at ${url} (HTTP ${response.status})`);
      await response.arrayBuffer();
      const next = new URL(location, url);
      if (next.href.startsWith(`${gateway}/api/callback`)) return next;
      url = next.href;
      response = await client.request(url);
    }
    throw new Error('the sign-in did not come back to the callback');
  }

  const postJson = (client: CookieJarClient, path: string, body: unknown, headers: Record<string, string> = XHR) =>
    client.request(`${GATEWAY}${path}`, {
      method: 'POST',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('signs up, gets a new session id at sign-in, and never sees the raw e-mail', async () => {
    const jane = account('jane');
    const result = await signInThroughGateway(GATEWAY, jane, { signUp: true });

    expect(result.landedOn).toBe(`${GATEWAY}/`);
    expect(result.preLoginSession).toBeTruthy();
    expect(result.session).toBeTruthy();
    expect(result.session).not.toBe(result.preLoginSession);

    const me = await currentUser(result.client);
    expect(me.status).toBe(200);
    const body = await me.text();
    const user = JSON.parse(body) as { username: string; emailPartial: string; role: string };
    expect(user.username).toBe(jane.username);
    expect(user.role).toBe('user');
    expect(user.emailPartial).toMatch(/^ja\*+@example\.com$/);
    expect(body).not.toContain(jane.email);

    // The pre-login session id is worthless after sign-in.
    const fixated = new CookieJarClient();
    fixated.setCookie(GATEWAY, SESSION_COOKIE_NAME, result.preLoginSession as string);
    expect((await currentUser(fixated)).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await fetch(`${GATEWAY}/api/login`, { redirect: 'manual' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const { client } = await signInThroughGateway(GATEWAY, account('csrf'), { signUp: true });

    // What a hostile page's auto-submitting <form> produces: foreign Origin, no custom header.
    const formPost = await client.request(`${GATEWAY}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    });
    expect(formPost.status).toBe(403);
    expect(((await formPost.json()) as { message: string }).message).toMatch(/Cross-site request refused/);

    const foreignOrigin = await client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', ...XHR },
      body: JSON.stringify({ tagline: 'pwned' }),
    });
    expect(foreignOrigin.status).toBe(403);

    const sameOriginWithoutHeader = await client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: { origin: GATEWAY, 'content-type': 'application/json' },
      body: JSON.stringify({ tagline: 'pwned' }),
    });
    expect(sameOriginWithoutHeader.status).toBe(403);

    // Nothing changed, and the session still works.
    const me = (await (await currentUser(client)).json()) as { tagline: string | null };
    expect(me.tagline).not.toBe('pwned');

    const ownRequest = await client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: JSON.stringify({ tagline: 'Light and shadow' }),
    });
    expect(ownRequest.status).toBe(200);
    expect(((await ownRequest.json()) as { tagline: string }).tagline).toBe('Light and shadow');
  });

  it('gives a non-admin 403 on an admin-only route and makes the configured admin e-mail an admin', async () => {
    const { client: user } = await signInThroughGateway(GATEWAY, account('plain'), { signUp: true });
    const forbidden = await user.request(`${GATEWAY}/api/admin/users`);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { message: string }).message).toMatch(/administrators only/);

    expect((await fetch(`${GATEWAY}/api/admin/users`)).status).toBe(401);

    // The admin routes themselves (served by the admin service) are walked by admin-access.int.spec.ts.
    const admin = await signInThroughGateway(GATEWAY, { email: ADMIN_EMAIL, username: `boss_${run}`, password: 'correct horse battery' }, { signUp: true });
    const me = await admin.client.request(`${GATEWAY}/api/auth/user`);
    expect(((await me.json()) as { role: string }).role).toBe('admin');
  });

  it('rejects bad profile input with a clear message and a taken username with 409', async () => {
    const first = account('taken');
    await signInThroughGateway(GATEWAY, first, { signUp: true });
    const { client } = await signInThroughGateway(GATEWAY, account('second'), { signUp: true });
    const put = (body: unknown) =>
      client.request(`${GATEWAY}/api/profile`, {
        method: 'PUT',
        headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
        body: JSON.stringify(body),
      });

    const reserved = await put({ username: 'Admin' });
    expect(reserved.status).toBe(400);
    expect(((await reserved.json()) as { message: string }).message).toBe('This username is reserved. Please choose another one.');

    const duplicate = await put({ username: first.username.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toBe('That username is already taken.');

    const malformed = await client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: '{"username": ',
    });
    expect(malformed.status).toBe(400);

    const nullBody = await client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: 'null',
    });
    expect(nullBody.status).toBe(400);
    expect(((await nullBody.json()) as { message: string }).message).toBe('The request body must be a JSON object.');

    const formEncoded = await client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: { origin: GATEWAY, 'content-type': 'application/x-www-form-urlencoded', ...XHR },
      body: 'tagline=From+a+form',
    });
    expect(formEncoded.status).toBe(415);
    const me = (await (await currentUser(client)).json()) as { tagline: string | null };
    expect(me.tagline).not.toBe('From a form');
  });

  it('cannot be signed out by another site: /api/login goes on signed in, /api/logout from elsewhere does nothing', async () => {
    const { client } = await signInThroughGateway(GATEWAY, account('linked'), { signUp: true });

    // <img src="https://lumafolio…/api/login"> on any page, or a link to it.
    const login = await client.request(`${GATEWAY}/api/login?returnTo=%2Faccount`);
    expect({ status: login.status, location: login.headers.get('location') }).toEqual({ status: 302, location: '/account' });
    expect((await currentUser(client)).status).toBe(200);

    const fromElsewhere = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { referer: 'https://evil.example/page' }];
    for (const headers of fromElsewhere) {
      const logout = await client.request(`${GATEWAY}/api/logout`, { headers });
      expect({ headers, status: logout.status, location: logout.headers.get('location') }).toEqual({ headers, status: 302, location: '/' });
      expect((await currentUser(client)).status).toBe(200);
    }

    // The Sign Out link on our own pages still signs out.
    const own = await client.request(`${GATEWAY}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin', referer: `${GATEWAY}/account` } });
    expect(own.headers.get('location')).toMatch(new RegExp(`^${ISSUER}/`));
    expect((await currentUser(client)).status).toBe(401);
  });

  it('POST /api/auth/logout ends the session and sends the browser on to end the provider session too', async () => {
    const { client } = await signInThroughGateway(GATEWAY, account('postout'), { signUp: true });
    const logout = await postJson(client, '/api/auth/logout', {});
    expect(logout.status).toBe(200);
    const { signedOut, redirectTo } = (await logout.json()) as { signedOut: boolean; redirectTo: string };
    expect(signedOut).toBe(true);
    expect(redirectTo).toMatch(new RegExp(`^${ISSUER}/`));
    expect((await currentUser(client)).status).toBe(401);

    // The provider's sign-out page, as the browser submits it.
    const { response, url } = await client.navigate(redirectTo);
    const html = await response.text();
    const action = /<form[^>]*id="op\.logoutForm"[^>]*action="([^"]+)"/.exec(html)?.[1] ?? /<form[^>]*action="([^"]+)"[^>]*id="op\.logoutForm"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect({ action: typeof action, xsrf: typeof xsrf }).toEqual({ action: 'string', xsrf: 'string' });
    const submitted = await client.navigate(new URL(action as string, url).href, {
      method: 'POST',
      headers: { origin: ISSUER, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf as string, logout: 'yes' }).toString(),
    });
    expect(submitted.url).toBe(`${GATEWAY}/`);
    expect(await whereLoginLands(client)).toBe('password asked');
  });

  it('signs out: the session is revoked and the provider session ends too', async () => {
    const { client, session } = await signInThroughGateway(GATEWAY, account('bye'), { signUp: true });
    const logout = await client.request(`${GATEWAY}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toMatch(new RegExp(`^${ISSUER}/`));
    expect((await currentUser(client)).status).toBe(401);

    const stolen = new CookieJarClient();
    stolen.setCookie(GATEWAY, SESSION_COOKIE_NAME, session as string);
    expect((await currentUser(stolen)).status).toBe(401);
  });

  it('works unchanged against a second, separately configured issuer', async () => {
    const outsider = account('outsider');
    if (externalIssuerEnded !== undefined) {
      throw new Error(`the external issuer ended (${externalIssuerEnded}) before this test:\n${describeRecentOutput([externalIssuer])}`);
    }
    const result = await signInThroughGateway(EXTERNAL_GATEWAY, outsider, { signUp: true });
    expect(result.landedOn).toBe(`${EXTERNAL_GATEWAY}/`);

    const me = await currentUser(result.client, EXTERNAL_GATEWAY);
    expect(me.status).toBe(200);
    const user = (await me.json()) as { id: string; username: string; hasLocalPassword: boolean };
    // A first sign-in from a foreign issuer creates our user record, without a local password.
    expect(user.username).toBe(outsider.username);
    expect(user.hasLocalPassword).toBe(false);

    // Signing in again with the same external identity finds the same user.
    const again = await signInThroughGateway(EXTERNAL_GATEWAY, outsider);
    const meAgain = (await (await currentUser(again.client, EXTERNAL_GATEWAY)).json()) as { id: string };
    expect(meAgain.id).toBe(user.id);
  });

  it('deleting the account ends every session of that user', async () => {
    const doomed = account('doomed');
    const first = await signInThroughGateway(GATEWAY, doomed, { signUp: true });
    const second = await signInThroughGateway(GATEWAY, doomed);
    const wrongConfirmation = await first.client.request(`${GATEWAY}/api/auth/user`, {
      method: 'DELETE',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: JSON.stringify({ confirmUsername: 'someone-else' }),
    });
    expect(wrongConfirmation.status).toBe(400);

    const deleted = await first.client.request(`${GATEWAY}/api/auth/user`, {
      method: 'DELETE',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: JSON.stringify({ confirmUsername: doomed.username }),
    });
    expect(deleted.status).toBe(204);
    expect((await currentUser(first.client)).status).toBe(401);
    expect((await currentUser(second.client)).status).toBe(401);
  });

  describe('ending sessions at the identity provider too', () => {
    it('a password change signs other devices out for good: their next /api/login asks for the password', async () => {
      const pat = account('pat');
      const laptop = await signInThroughGateway(GATEWAY, pat, { signUp: true });
      const phone = await signInThroughGateway(GATEWAY, pat);

      const changed = await postJson(laptop.client, '/api/auth/password', { currentPassword: pat.password, newPassword: 'a brand new passphrase' });
      expect(changed.status).toBe(200);

      expect((await currentUser(phone.client)).status).toBe(401);
      expect(await whereLoginLands(phone.client)).toBe('password asked');
      // The device that changed it keeps its session in the app; its next sign-in asks too.
      expect((await currentUser(laptop.client)).status).toBe(200);
      expect(await whereLoginLands(withoutAppSession(laptop.client))).toBe('password asked');
    });

    it('"sign out everywhere" ends every session of the user, the current one included, and every provider session', async () => {
      const sam = account('everywhere');
      const laptop = await signInThroughGateway(GATEWAY, sam, { signUp: true });
      const phone = await signInThroughGateway(GATEWAY, sam);
      const bystander = await signInThroughGateway(GATEWAY, account('bystander'), { signUp: true });

      // Session and CSRF protected like every other POST.
      expect((await fetch(`${GATEWAY}/api/auth/sessions/revoke`, { method: 'POST', headers: { origin: GATEWAY, ...XHR } })).status).toBe(401);
      expect((await postJson(laptop.client, '/api/auth/sessions/revoke', {}, {})).status).toBe(403);
      expect((await currentUser(laptop.client)).status).toBe(200);

      const revoked = await postJson(laptop.client, '/api/auth/sessions/revoke', {});
      expect(revoked.status).toBe(204);
      expect(revoked.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=;`))).toBe(true);

      expect((await currentUser(laptop.client)).status).toBe(401);
      expect((await currentUser(phone.client)).status).toBe(401);
      expect(await whereLoginLands(phone.client)).toBe('password asked');
      expect(await whereLoginLands(laptop.client)).toBe('password asked');
      // Nobody else is touched.
      expect((await currentUser(bystander.client)).status).toBe(200);
      expect(await whereLoginLands(bystander.client)).toBe('signed in silently');
    });

    it('deleting the account ends its provider sessions: the next /api/login asks for a password', async () => {
      const gone = account('gone');
      const laptop = await signInThroughGateway(GATEWAY, gone, { signUp: true });
      const phone = await signInThroughGateway(GATEWAY, gone);
      const deleted = await laptop.client.request(`${GATEWAY}/api/auth/user`, {
        method: 'DELETE',
        headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
        body: JSON.stringify({ confirmUsername: gone.username }),
      });
      expect(deleted.status).toBe(204);
      expect(await whereLoginLands(phone.client)).toBe('password asked');
      expect(await whereLoginLands(laptop.client)).toBe('password asked');
    });
  });

  describe('a callback that cannot complete the sign-in goes back to the home page with a message', () => {
    const landing = (response: Response) => ({ status: response.status, location: response.headers.get('location') });

    it('forged state', async () => {
      const { client } = await signInThroughGateway(GATEWAY, account('forged'), { signUp: true });
      const callback = await callbackUrlOf(client);
      callback.searchParams.set('state', 'forged-state-value');
      expect(landing(await client.request(callback.href))).toEqual({ status: 302, location: '/?signin=failed' });
      expect((await currentUser(client)).status).toBe(401);
    });

    it('replayed code', async () => {
      const { client } = await signInThroughGateway(GATEWAY, account('replay'), { signUp: true });
      const used = await callbackUrlOf(client);
      expect(landing(await client.request(used.href)).status).toBe(302);
      expect((await currentUser(client)).status).toBe(200);

      // A new sign-in in the same browser, answered with the code that was already used.
      const fresh = await callbackUrlOf(client);
      fresh.searchParams.set('code', used.searchParams.get('code') as string);
      expect(landing(await client.request(fresh.href))).toEqual({ status: 302, location: '/?signin=failed' });

      // The same callback once more, with no sign-in under way.
      expect(landing(await client.request(used.href))).toEqual({ status: 302, location: '/?signin=failed' });
    });

    it('a sign-in that took too long', async () => {
      const { client } = await signInThroughGateway(GATEWAY, account('slow'), { signUp: true });
      const callback = await callbackUrlOf(client);
      const sessionKey = `session:${client.cookie(GATEWAY, SESSION_COOKIE_NAME)}`;
      const session = JSON.parse((await redis.get(sessionKey)) as string) as { login: { startedAt: number } };
      session.login.startedAt -= 11 * 60 * 1000;
      await redis.set(sessionKey, JSON.stringify(session), 'KEEPTTL');
      expect(landing(await client.request(callback.href))).toEqual({ status: 302, location: '/?signin=expired' });
    });

    it('a callback nobody started', async () => {
      const response = await fetch(`${GATEWAY}/api/callback?code=made-up&state=made-up`, { redirect: 'manual' });
      expect(landing(response)).toEqual({ status: 302, location: '/?signin=failed' });
    });
  });

  it("keeps each user's template choice", async () => {
    const { client } = await signInThroughGateway(GATEWAY, account('tmpl'), { signUp: true });
    expect(await (await client.request(`${GATEWAY}/api/user/template`)).json()).toEqual({ templateId: 'classic', heroAccent: true });
    const chosen = await client.request(`${GATEWAY}/api/user/template`, {
      method: 'POST',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: JSON.stringify({ templateId: 'epic' }),
    });
    expect(chosen.status).toBe(200);
    const me = (await (await currentUser(client)).json()) as { id: string };
    expect(await (await fetch(`${GATEWAY}/api/portfolio/template/${me.id}`)).json()).toEqual({ templateId: 'epic', heroAccent: true });

    const unknown = await client.request(`${GATEWAY}/api/user/template`, {
      method: 'POST',
      headers: { origin: GATEWAY, 'content-type': 'application/json', ...XHR },
      body: JSON.stringify({ templateId: 'no-such-template' }),
    });
    expect(unknown.status).toBe(404);
  });

  // Last: it stops the second issuer.
  it('the identity provider being down during the callback gives the home page with a message, not a 500', async () => {
    const { client } = await signInThroughGateway(EXTERNAL_GATEWAY, account('down'), { signUp: true });
    const callback = await callbackUrlOf(client, EXTERNAL_GATEWAY);
    await externalIssuer.stop();
    const response = await client.request(callback.href);
    expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 302, location: '/?signin=unavailable' });
  });
});
