import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import {
  changePasswordRpc,
  defineRpc,
  deleteAccountRpc,
  endAllSessionsRpc,
  getPortfolioProfileRpc,
  getUserRpc,
  integrationsQueue,
  resolveIdentityRpc,
  searchUsersRpc,
  updateProfileRpc,
  type IdentityClaims,
  healthRpc,
} from '@lumafolio/contracts';
import { MongoDatabase } from '@lumafolio/dal';
import {
  linkIn,
  profile,
  SIGN_UP_EMAIL_SUBJECTS,
  signUpConfirmationLink,
  startEmailServices,
  startService,
  waitForEmail,
  waitForHttp,
  waitForRpcService,
  type ManagedProcess,
} from '@lumafolio/dev-stack';
import { natsConnectionOf, RpcCallError, RpcClient } from '@lumafolio/server-common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { generateSecrets } from '../src/security/secrets.js';
import { Browser, inputValue, randomIp, textOf, type PageResponse } from './browser.js';

/**
 * The auth service as real processes on the test infrastructure: the built-in provider
 * with RPC (port 13201) and a second provider without RPC standing in for an external
 * issuer (port 13202, its own database). A tiny openid-client relying party and a
 * cookie-jar "browser" drive the pages over HTTP.
 */
const testProfile = profile('test');
const run = randomBytes(3).toString('hex');
const dbUri = (name: string) => testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/${name}`);

const MAIN_ISSUER = 'http://127.0.0.1:13201';
const EXTERNAL_ISSUER = 'http://127.0.0.1:13202';
const CLIENT_ID = 'lumafolio-web';
const CLIENT_SECRET = randomBytes(32).toString('base64url');
const REDIRECT_URI = 'http://127.0.0.1:13299/api/callback';
const PARTNER = {
  client_id: 'partner-app',
  client_secret: randomBytes(32).toString('base64url'),
  client_name: 'Partner Prints',
  redirect_uris: [REDIRECT_URI],
};
const POST_LOGOUT_URI = 'http://127.0.0.1:13299/';
const ADMIN_EMAIL = `boss-${run}@example.com`;
const LOCAL_ADMIN_EMAIL = `chief-${run}@example.com`;
/** Twenty-odd argon2 hashes in a row: on a machine busy with other suites they take more than a minute. */
const SLOW_MS = 120_000;
const THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
/** This run's integrations queue (the integrations service's): sign-up e-mails of other runs never reach its worker. */
const QUEUE_ENV = { INTEGRATIONS_QUEUE_PREFIX: `auth-int-${run}` };
const APP_SIGN_IN = `${testProfile.serviceEnv.PUBLIC_URL}/api/login`;

function rsaJwks(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({ keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256' }] });
}

function startAuth(port: number, env: Record<string, string>): { process: ManagedProcess; logs: string[] } {
  const logs: string[] = [];
  const secrets = generateSecrets();
  const proc = startService('auth', testProfile, {
    output: (_name, line) => logs.push(line),
    env: {
      AUTH_ISSUER_URL: `http://127.0.0.1:${port}`,
      AUTH_HTTP_PORT: String(port),
      AUTH_TRUST_PROXY: 'true',
      // The production limits (the test profile raises them for the other suites).
      AUTH_SIGNIN_LIMIT_PER_IP: '20',
      AUTH_SIGNUP_LIMIT_PER_IP: '10',
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_URIS: REDIRECT_URI,
      OIDC_POST_LOGOUT_REDIRECT_URIS: POST_LOGOUT_URI,
      AUTH_COOKIE_KEYS: secrets.AUTH_COOKIE_KEYS,
      AUTH_JWKS: secrets.AUTH_JWKS,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  return { process: proc, logs };
}

async function waitForLog(logs: string[], text: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!logs.some((line) => line.includes(text))) {
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${logs.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A relying party like the gateway: authorization code + PKCE + state + nonce. */
class RelyingParty {
  private constructor(readonly config: oidc.Configuration) {}

  static async discover(issuer: string, clientId = CLIENT_ID, clientSecret = CLIENT_SECRET, auth?: oidc.ClientAuth): Promise<RelyingParty> {
    const config = await oidc.discovery(new URL(issuer), clientId, clientSecret, auth, { execute: [oidc.allowInsecureRequests] });
    return new RelyingParty(config);
  }

  async start() {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(this.config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, verifier, state, nonce };
  }

  async finish(callbackUrl: string, checks: { verifier: string; state: string; nonce: string }) {
    const tokens = await oidc.authorizationCodeGrant(this.config, new URL(callbackUrl), {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new Error('no ID token in the token response');
    return { tokens, claims, idToken: tokens.id_token };
  }
}

/** GET /auth → the interaction page; returns it with its uid. */
async function openSignIn(browser: Browser, rp: RelyingParty, issuer: string) {
  const checks = await rp.start();
  const page = await browser.follow(await browser.get(checks.url), issuer);
  const uid = /\/interaction\/([A-Za-z0-9_-]+)/.exec(page.url)?.[1];
  if (!uid) throw new Error(`no interaction page: ${page.status} ${page.url}`);
  return { page, uid, checks };
}

/** From a 303 after the login/sign-up post, through /auth/:uid, to the redirect URI. */
async function codeCallback(browser: Browser, response: PageResponse, issuer: string): Promise<string> {
  const last = await browser.follow(response, issuer);
  if (!last.location?.startsWith(REDIRECT_URI))
    throw new Error(`expected a redirect to the client, got ${last.status} ${last.location ?? textOf(last.html).slice(0, 300)}`);
  return last.location;
}

type SignUpFields = { email: string; username: string; password: string };

/** Opens the link of a confirmation e-mail and presses "Create account". */
async function confirmSignUp(browser: Browser, link: string): Promise<PageResponse> {
  const page = await browser.get(link);
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1] ?? '';
  return browser.postForm(new URL(action, link).href, { token: inputValue(page.html, 'token') ?? '' });
}

/** The sign-up form, then the confirmation e-mail's link in the same browser: the answer to "Create account". */
async function submitSignUp(browser: Browser, issuer: string, uid: string, fields: SignUpFields): Promise<PageResponse> {
  const since = new Date();
  const posted = await browser.postForm(`${issuer}/interaction/${uid}/signup`, fields);
  expect(posted.status).toBe(200);
  expect(textOf(posted.html)).toContain('Check your e-mail');
  return confirmSignUp(browser, await signUpConfirmationLink(fields.email, since));
}

async function signUp(issuer: string, rp: RelyingParty, fields: SignUpFields, browser = new Browser()) {
  const { uid, checks } = await openSignIn(browser, rp, issuer);
  const created = await submitSignUp(browser, issuer, uid, fields);
  expect(created.status).toBe(303);
  return { ...(await rp.finish(await codeCallback(browser, created, issuer), checks)), browser };
}

async function signIn(issuer: string, rp: RelyingParty, email: string, password: string, browser = new Browser()) {
  const { uid, checks } = await openSignIn(browser, rp, issuer);
  const posted = await browser.postForm(`${issuer}/interaction/${uid}/login`, { email, password });
  if (posted.status !== 303) return { ok: false as const, page: posted };
  return { ok: true as const, ...(await rp.finish(await codeCallback(browser, posted, issuer), checks)), browser };
}

async function rpcStatus(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RpcCallError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

const password = () => `pw-${randomBytes(9).toString('base64url')}`;

/** The provider's stored sessions, grants, codes and tokens of an account (kind:id), read straight from Redis. */
async function providerEntriesOf(accountId: string): Promise<string[]> {
  const client = new Redis(testProfile.serviceEnv.REDIS_URL);
  try {
    const found: string[] = [];
    for (const model of ['Session', 'Grant', 'AccessToken', 'AuthorizationCode']) {
      for await (const keys of client.scanStream({ match: `oidc:${model}:*`, count: 1000 }) as AsyncIterable<string[]>) {
        for (const key of keys) {
          const payload = await client.hget(key, 'payload');
          if (payload && (JSON.parse(payload) as { accountId?: string }).accountId === accountId) found.push(key.slice('oidc:'.length));
        }
      }
    }
    return found;
  } finally {
    client.disconnect();
  }
}
const uniqueName = (prefix: string) => `${prefix}_${run}_${randomBytes(2).toString('hex')}`;

describe('auth service (built-in provider + RPC) against the test infrastructure', () => {
  const mainDb = `auth_int_${run}`;
  const externalDb = `auth_int_ext_${run}`;
  let main: ReturnType<typeof startAuth>;
  let external: ReturnType<typeof startAuth>;
  let emailServices: ManagedProcess[];
  let rpc: RpcClient;
  let rp: RelyingParty;
  let externalRp: RelyingParty;

  beforeAll(async () => {
    main = startAuth(13201, {
      MONGODB_URI: dbUri(mainDb),
      ADMIN_EMAILS: `${ADMIN_EMAIL}, ${LOCAL_ADMIN_EMAIL}`,
      AUTH_JWKS: rsaJwks(),
      OIDC_EXTRA_CLIENTS: JSON.stringify([PARTNER]),
    });
    external = startAuth(13202, { MONGODB_URI: dbUri(externalDb), AUTH_RPC_ENABLED: 'false', BRAND_NAME: 'Elsewhere ID' });
    emailServices = startEmailServices(testProfile, { output: 'silent', env: QUEUE_ENV });
    await Promise.all([
      waitForRpcService(testProfile.serviceEnv, 'integrations'),
      waitForLog(main.logs, 'listening for RPC'),
      waitForLog(external.logs, 'serving only the identity provider'),
      waitForHttp(`${MAIN_ISSUER}/healthz`, 20_000),
      waitForHttp(`${EXTERNAL_ISSUER}/healthz`, 20_000),
    ]);
    rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 5_000, name: 'auth-int-test' });
    await rpc.connect();
    [rp, externalRp] = await Promise.all([
      RelyingParty.discover(MAIN_ISSUER),
      RelyingParty.discover(EXTERNAL_ISSUER, CLIENT_ID, CLIENT_SECRET, oidc.ClientSecretPost(CLIENT_SECRET)),
    ]);
  }, SLOW_MS);

  afterAll(async () => {
    if (process.env.AUTH_TEST_DUMP_LOGS) console.log([...main.logs, ...external.logs].filter((l) => !l.includes('"level":"info"')).join('\n'));
    await rpc?.close();
    await Promise.all([main?.process.stop(), external?.process.stop(), ...(emailServices ?? []).map((p) => p.stop())]);
    for (const name of [mainDb, externalDb]) {
      const database = await new MongoDatabase({ uri: dbUri(name) }).connect();
      await database.connection.dropDatabase();
      await database.disconnect();
    }
  }, SLOW_MS);

  describe('authorization code flow in a browser', () => {
    it('signs up, continues to the client with a code, and the ID token carries the claims', async () => {
      const email = `Jane.${run}@Example.com`;
      const username = uniqueName('Jane');
      const { claims, tokens } = await signUp(MAIN_ISSUER, rp, { email, username, password: password() });
      expect(claims.iss).toBe(MAIN_ISSUER);
      expect(claims.aud).toBe(CLIENT_ID);
      expect(claims.sub).toMatch(/^[a-z2-7]{12}$/);
      expect(claims).toMatchObject({ email: email.toLowerCase(), email_verified: false, preferred_username: username });
      expect(tokens.access_token).toEqual(expect.any(String));
      expect(tokens.refresh_token).toBeUndefined();
    });

    it('signs in an existing account through the sign-in page; the page has the expected form', async () => {
      const email = `sam-${run}@example.com`;
      const secret = password();
      const created = await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('sam'), password: secret });

      const browser = new Browser();
      const { page, uid } = await openSignIn(browser, rp, MAIN_ISSUER);
      expect(page.status).toBe(200);
      expect(textOf(page.html)).toContain('Sign in to Lumafolio');
      expect(page.html).toMatch(/<label for="email">Email<\/label>/);
      expect(page.html).toMatch(/<label for="password">Password<\/label>/);
      expect(page.html).toContain(`action="/interaction/${uid}/login"`);
      expect(page.html).toMatch(/<button class="primary" type="submit">Sign in<\/button>/);
      expect(page.html).toContain(`href="/interaction/${uid}/signup">Create an account</a>`);
      // Same-origin stylesheet and fonts only; no inline scripts; a strict CSP.
      expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(page.html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${new URL(REDIRECT_URI).origin}`);

      const wrong = await browser.postForm(`${MAIN_ISSUER}/interaction/${uid}/login`, { email, password: 'not-the-password' });
      expect(wrong.status).toBe(400);
      expect(textOf(wrong.html)).toContain('Incorrect email or password.');
      expect(inputValue(wrong.html, 'email')).toBe(email);

      const signedIn = await signIn(MAIN_ISSUER, rp, email.toUpperCase(), secret, browser);
      expect(signedIn.ok && signedIn.claims.sub).toBe(created.claims.sub);
    });

    it('requires PKCE', async () => {
      const { url } = await rp.start();
      const withoutPkce = new URL(url);
      withoutPkce.searchParams.delete('code_challenge');
      withoutPkce.searchParams.delete('code_challenge_method');
      const response = await new Browser().get(withoutPkce.href);
      const redirect = new URL(response.location ?? '');
      expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
      expect(redirect.searchParams.get('error')).toBe('invalid_request');
      expect(redirect.searchParams.get('error_description')).toContain('PKCE');
    });

    it('serves its stylesheet and Montserrat from its own origin', async () => {
      const css = await fetch(`${MAIN_ISSUER}/ui/auth.css`);
      expect(css.headers.get('content-type')).toContain('text/css');
      expect(await css.text()).toContain('#f5c16c');
      const font = await fetch(`${MAIN_ISSUER}/ui/fonts/montserrat-latin-400-normal.woff2`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      expect((await fetch(`${MAIN_ISSUER}/ui/fonts/..%2f..%2fpackage.json`)).status).toBe(404);
    });

    it('refuses a sign-in form posted from another site', async () => {
      const browser = new Browser();
      const { uid } = await openSignIn(browser, rp, MAIN_ISSUER);
      const response = await browser.postForm(
        `${MAIN_ISSUER}/interaction/${uid}/login`,
        { email: 'a@b.co', password: 'x' },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
    });

    it('shows an expired page for an interaction this browser did not start', async () => {
      const { uid } = await openSignIn(new Browser(), rp, MAIN_ISSUER);
      const stranger = await new Browser().get(`${MAIN_ISSUER}/interaction/${uid}`);
      expect(stranger.status).toBe(400);
      expect(textOf(stranger.html)).toContain('Your sign-in has expired');
    });

    it('signs out through RP-initiated logout with id_token_hint, without a confirmation step for our client', async () => {
      const { idToken, browser } = await signUp(MAIN_ISSUER, rp, { email: `out-${run}@example.com`, username: uniqueName('out'), password: password() });
      const endSession = oidc.buildEndSessionUrl(rp.config, { id_token_hint: idToken, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'bye' });
      const page = await browser.get(endSession.href);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<script src="/ui/sign-out.js" defer></script>');
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
      const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.html)?.[1] ?? '';
      expect(xsrf && action).toBeTruthy();
      // What /ui/sign-out.js does in a browser:
      const confirmed = await browser.postForm(new URL(action, MAIN_ISSUER).href, { xsrf, logout: 'yes' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.location).toBe(`${POST_LOGOUT_URI}?state=bye`);
      // The provider session is gone: the next authorization asks to sign in again.
      const again = await openSignIn(browser, rp, MAIN_ISSUER);
      expect(textOf(again.page.html)).toContain('Sign in to Lumafolio');
    });
  });

  describe('consent for other clients', () => {
    it('asks before a third-party client gets the data; Allow continues, Cancel returns access_denied', async () => {
      const partner = await RelyingParty.discover(MAIN_ISSUER, PARTNER.client_id, PARTNER.client_secret);
      const browser = new Browser();
      const { uid, checks } = await openSignIn(browser, partner, MAIN_ISSUER);
      const signedUp = await submitSignUp(browser, MAIN_ISSUER, uid, {
        email: `consent-${run}@example.com`,
        username: uniqueName('consent'),
        password: password(),
      });
      const consent = await browser.follow(signedUp, MAIN_ISSUER);
      expect(consent.status).toBe(200);
      expect(textOf(consent.html)).toContain('Partner Prints wants to access your name, username and email');
      const consentUid = /\/interaction\/([A-Za-z0-9_-]+)/.exec(consent.url)?.[1] ?? '';
      const allowed = await browser.postForm(`${MAIN_ISSUER}/interaction/${consentUid}/confirm`, {});
      const { claims } = await partner.finish(await codeCallback(browser, allowed, MAIN_ISSUER), checks);
      expect(claims.aud).toBe(PARTNER.client_id);

      // Consent is remembered: the next authorization goes straight back with a code.
      const direct = await browser.follow(await browser.get((await partner.start()).url), MAIN_ISSUER);
      expect(direct.location).toMatch(new RegExp(`^${REDIRECT_URI}\\?code=`));

      const other = new Browser();
      const second = await openSignIn(other, partner, MAIN_ISSUER);
      const posted = await submitSignUp(other, MAIN_ISSUER, second.uid, {
        email: `cancel-${run}@example.com`,
        username: uniqueName('cancel'),
        password: password(),
      });
      const asked = await other.follow(posted, MAIN_ISSUER);
      const askedUid = /\/interaction\/([A-Za-z0-9_-]+)/.exec(asked.url)?.[1] ?? '';
      const cancelled = await other.follow(await other.postForm(`${MAIN_ISSUER}/interaction/${askedUid}/abort`, {}), MAIN_ISSUER);
      const redirect = new URL(cancelled.location ?? '');
      expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
      expect(redirect.searchParams.get('error')).toBe('access_denied');
    });
  });

  describe('sign-up validation', () => {
    const existingEmail = `taken-${run}@example.com`;
    const existingUsername = uniqueName('Taken');

    beforeAll(async () => {
      await signUp(MAIN_ISSUER, rp, { email: existingEmail, username: existingUsername, password: password() });
    });

    async function submit(fields: { email: string; username: string; password: string }) {
      const browser = new Browser();
      const { uid } = await openSignIn(browser, rp, MAIN_ISSUER);
      const form = await browser.get(`${MAIN_ISSUER}/interaction/${uid}/signup`);
      expect(form.html).toMatch(/<label for="username">Username<\/label>/);
      expect(form.html).toMatch(/<button class="primary" type="submit">Create account<\/button>/);
      expect(form.html).toContain(`href="/interaction/${uid}">Already have an account? Sign in</a>`);
      return browser.postForm(`${MAIN_ISSUER}/interaction/${uid}/signup`, fields);
    }

    it.each([
      ['a bad e-mail', { email: 'not-an-email', username: uniqueName('ok'), password: 'long-enough-1' }, 'Please enter a valid email address.'],
      [
        'a reserved username',
        { email: `r-${run}@example.com`, username: 'Admin', password: 'long-enough-1' },
        'This username is reserved. Please choose another one.',
      ],
      ['a short password', { email: `s-${run}@example.com`, username: uniqueName('ok'), password: 'short' }, 'Password must be at least 10 characters.'],
      [
        'a username taken in another case',
        { email: `d-${run}@example.com`, username: existingUsername.toUpperCase(), password: 'long-enough-1' },
        'That username is already taken.',
      ],
    ])('shows the message for %s and keeps the input', async (_case, fields, message) => {
      const page = await submit(fields);
      expect(page.status).toBe(400);
      expect(textOf(page.html)).toContain(message);
      expect(inputValue(page.html, 'email')).toBe(fields.email);
      expect(inputValue(page.html, 'username')).toBe(fields.username);
      expect(inputValue(page.html, 'password')).toBeUndefined();
    });
  });

  describe('sign-up by e-mail', () => {
    const registered = { email: `known-${run}@example.com`, username: uniqueName('known'), password: password() };

    beforeAll(async () => {
      await signUp(MAIN_ISSUER, rp, registered);
    }, SLOW_MS);

    /** The sign-up form's answer, with what differs between two sign-ups by design (the interaction, the typed e-mail) blanked out. */
    async function postSignUp(fields: SignUpFields) {
      const browser = new Browser();
      const { uid } = await openSignIn(browser, rp, MAIN_ISSUER);
      const page = await browser.postForm(`${MAIN_ISSUER}/interaction/${uid}/signup`, fields);
      return { browser, uid, page, comparable: page.html.replaceAll(uid, '<uid>').replaceAll(fields.email.toLowerCase(), '<email>') };
    }

    it(
      'answers a registered e-mail exactly like a new one; each address learns what happened by e-mail',
      async () => {
        const since = new Date();
        const known = await postSignUp({ email: registered.email.toUpperCase(), username: uniqueName('again'), password: 'long-enough-1' });
        const fresh = await postSignUp({ email: `fresh-${run}@example.com`, username: uniqueName('fresh'), password: 'long-enough-1' });

        expect(known.page.status).toBe(200);
        expect(fresh.page.status).toBe(known.page.status);
        expect(fresh.comparable).toBe(known.comparable);
        expect(textOf(known.page.html)).toContain('Check your e-mail');

        const alreadyRegistered = await waitForEmail({ to: registered.email, since, subject: SIGN_UP_EMAIL_SUBJECTS.alreadyRegistered });
        expect(linkIn(alreadyRegistered, '/api/login')).toBe(APP_SIGN_IN);
        expect(alreadyRegistered.html).not.toContain('/verify?');
        expect(await signUpConfirmationLink(`fresh-${run}@example.com`, since)).toMatch(
          new RegExp(`^${MAIN_ISSUER}/interaction/${fresh.uid}/verify\\?token=[A-Za-z0-9_-]{43}$`),
        );
        // The registered account is unchanged: its own password still signs in.
        expect((await signIn(MAIN_ISSUER, rp, registered.email, registered.password)).ok).toBe(true);
        // A sent account e-mail (it carries the address) leaves nothing in the integrations queue.
        const queue = new Queue(integrationsQueue.name, { connection: { url: testProfile.serviceEnv.REDIS_URL }, prefix: QUEUE_ENV.INTEGRATIONS_QUEUE_PREFIX });
        try {
          const deadline = Date.now() + 10_000;
          let left = await queue.getJobCounts('waiting', 'active', 'completed');
          while (Object.values(left).some((count) => count > 0) && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            left = await queue.getJobCounts('waiting', 'active', 'completed');
          }
          expect(left).toEqual({ waiting: 0, active: 0, completed: 0 });
        } finally {
          await queue.close();
        }
      },
      SLOW_MS,
    );

    it(
      'creates the account only when the link is followed, once; in another browser it says the account is ready',
      async () => {
        const fields = { email: `later-${run}@example.com`, username: uniqueName('later'), password: password() };
        const since = new Date();
        const { page } = await postSignUp(fields);
        expect(page.status).toBe(200);
        // Not yet: nobody can sign in with it.
        expect((await signIn(MAIN_ISSUER, rp, fields.email, fields.password)).ok).toBe(false);

        const link = await signUpConfirmationLink(fields.email, since);
        const phone = new Browser();
        const ready = await confirmSignUp(phone, link);
        expect(ready.status).toBe(200);
        expect(textOf(ready.html)).toContain('Your account is ready');
        expect(ready.html).toContain(`href="${APP_SIGN_IN}"`);

        const reused = await phone.get(link);
        expect(reused.status).toBe(400);
        expect(textOf(reused.html)).toContain('This link can no longer be used');
        const signedIn = await signIn(MAIN_ISSUER, rp, fields.email, fields.password);
        expect(signedIn.ok && signedIn.claims.preferred_username).toBe(fields.username);
      },
      SLOW_MS,
    );

    it(
      're-checks the username when the link is followed',
      async () => {
        const username = uniqueName('race');
        const since = new Date();
        const first = { email: `race1-${run}@example.com`, username, password: password() };
        const second = { email: `race2-${run}@example.com`, username, password: password() };
        await postSignUp(first);
        await postSignUp(second);
        const [firstLink, secondLink] = await Promise.all([signUpConfirmationLink(first.email, since), signUpConfirmationLink(second.email, since)]);
        expect((await confirmSignUp(new Browser(), firstLink)).status).toBe(200);
        const late = await confirmSignUp(new Browser(), secondLink);
        expect(late.status).toBe(409);
        expect(textOf(late.html)).toContain(`Someone took the username ${username}`);
      },
      SLOW_MS,
    );

    it('refuses a made-up link', async () => {
      const browser = new Browser();
      const { uid } = await openSignIn(browser, rp, MAIN_ISSUER);
      const page = await browser.get(`${MAIN_ISSUER}/interaction/${uid}/verify?token=${randomBytes(32).toString('base64url')}`);
      expect(page.status).toBe(400);
      expect(textOf(page.html)).toContain('This link can no longer be used');
      const posted = await browser.postForm(`${MAIN_ISSUER}/interaction/${uid}/verify`, { token: 'made-up' });
      expect(posted.status).toBe(400);
    });
  });

  describe('brute-force protection', () => {
    it(
      'throttles 20 wrong passwords in a row with the generic text, and then refuses even the right one',
      async () => {
        const email = `target-${run}@example.com`;
        const secret = password();
        await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('target'), password: secret });

        const browser = new Browser();
        const { uid } = await openSignIn(browser, rp, MAIN_ISSUER);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const page = await browser.postForm(`${MAIN_ISSUER}/interaction/${uid}/login`, { email, password: `wrong-${attempt}` });
          statuses.push(page.status);
          if (page.status === 429) expect(textOf(page.html)).toContain(THROTTLED);
        }
        expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
        expect(statuses.slice(5)).toEqual(Array(15).fill(429));

        const right = await browser.postForm(`${MAIN_ISSUER}/interaction/${uid}/login`, { email, password: secret });
        expect(right.status).toBe(429);
        // From another network too: the account itself is throttled.
        expect((await signIn(MAIN_ISSUER, rp, email, secret, new Browser(randomIp()))).ok).toBe(false);
      },
      SLOW_MS,
    );

    it(
      'throttles an address after 20 failures across accounts, with the same text for unknown accounts',
      async () => {
        const email = `victim-${run}@example.com`;
        const secret = password();
        await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('victim'), password: secret });

        const attacker = new Browser();
        const { uid } = await openSignIn(attacker, rp, MAIN_ISSUER);
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const page = await attacker.postForm(`${MAIN_ISSUER}/interaction/${uid}/login`, {
            email: `nobody-${attempt}-${run}@example.com`,
            password: 'whatever-123',
          });
          expect(page.status).toBe(400);
        }
        const unknown = await attacker.postForm(`${MAIN_ISSUER}/interaction/${uid}/login`, { email: `nobody-x-${run}@example.com`, password: 'whatever-123' });
        const known = await attacker.postForm(`${MAIN_ISSUER}/interaction/${uid}/login`, { email, password: secret });
        expect([unknown.status, known.status]).toEqual([429, 429]);
        expect(textOf(unknown.html)).toContain(THROTTLED);
        expect(textOf(known.html)).toContain(THROTTLED);
        // The account is fine from elsewhere.
        expect((await signIn(MAIN_ISSUER, rp, email, secret)).ok).toBe(true);
      },
      SLOW_MS,
    );
  });

  describe('RPC', () => {
    it('resolves an identity of the built-in issuer to its user, and 404 for an unknown subject', async () => {
      const { claims } = await signUp(MAIN_ISSUER, rp, { email: `res-${run}@example.com`, username: uniqueName('res'), password: password() });
      const identity: IdentityClaims = { issuer: MAIN_ISSUER, subject: claims.sub, email: claims.email as string, emailVerified: false };
      expect(await rpc.call(resolveIdentityRpc, identity)).toEqual({ id: claims.sub, role: 'user' });
      expect(await rpcStatus(rpc.call(resolveIdentityRpc, { ...identity, subject: 'zzzzzzzzzzzz' }))).toEqual({ status: 404, message: 'User not found.' });
    });

    it('creates a user on the first sign-in through another issuer, and finds it afterwards', async () => {
      // A real sign-in at the second provider.
      const username = uniqueName('Ext.User');
      const { claims } = await signUp(EXTERNAL_ISSUER, externalRp, {
        email: `ext-${run}@example.com`,
        username: username.replace('.', '-'),
        password: password(),
      });
      expect(claims.iss).toBe(EXTERNAL_ISSUER);
      const identity: IdentityClaims = {
        issuer: EXTERNAL_ISSUER,
        subject: claims.sub,
        email: claims.email as string,
        emailVerified: claims.email_verified as boolean,
        preferredUsername: claims.preferred_username as string,
      };
      const first = await rpc.call(resolveIdentityRpc, identity);
      const second = await rpc.call(resolveIdentityRpc, identity);
      expect(second).toEqual(first);
      expect(first.role).toBe('user');
      const user = await rpc.call(getUserRpc, { userId: first.id });
      expect(user.username).toBe(username.replace('.', '-'));
      // The second provider does not verify e-mails, so the address is not adopted.
      expect(user.emailPartial).toBeNull();
      expect(user.hasLocalPassword).toBe(false);
    });

    it('derives a free, valid username for a foreign identity and applies ADMIN_EMAILS to a verified e-mail', async () => {
      const issuer = 'https://id.example.org';
      const admin = await rpc.call(resolveIdentityRpc, {
        issuer,
        subject: `s-${run}-1`,
        email: ADMIN_EMAIL.toUpperCase(),
        emailVerified: true,
        preferredUsername: 'Admin',
        givenName: 'Ada',
        familyName: 'Boss',
      });
      expect(admin.role).toBe('admin');
      const adminUser = await rpc.call(getUserRpc, { userId: admin.id });
      expect(adminUser).toMatchObject({ username: 'Admin2', firstName: 'Ada', lastName: 'Boss', role: 'admin', hasLocalPassword: false });
      expect(adminUser.emailPartial).toBe(`bo${'*'.repeat(ADMIN_EMAIL.indexOf('@') - 2)}@example.com`);

      const twin = await rpc.call(resolveIdentityRpc, { issuer, subject: `s-${run}-2`, email: ADMIN_EMAIL, emailVerified: true, preferredUsername: 'admin' });
      const twinUser = await rpc.call(getUserRpc, { userId: twin.id });
      expect(twinUser.username).toBe('admin3');
      // The address belongs to the first user already: not adopted, so no admin either.
      expect(twinUser.emailPartial).toBeNull();
      expect(twin.role).toBe('user');
    });

    it('makes a local account whose e-mail is in ADMIN_EMAILS an admin at sign-up', async () => {
      const { claims } = await signUp(MAIN_ISSUER, rp, { email: LOCAL_ADMIN_EMAIL, username: uniqueName('chief'), password: password() });
      expect(await rpc.call(resolveIdentityRpc, { issuer: `${MAIN_ISSUER}/`, subject: claims.sub })).toEqual({ id: claims.sub, role: 'admin' });
      expect((await rpc.call(getUserRpc, { userId: claims.sub })).role).toBe('admin');
    });

    it('returns the current user with a masked e-mail only', async () => {
      const email = `masked-${run}@example.com`;
      const { claims } = await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('masked'), password: password() });
      const user = await rpc.call(getUserRpc, { userId: claims.sub });
      expect(user).toMatchObject({
        id: claims.sub,
        emailPartial: `ma${'*'.repeat(email.indexOf('@') - 2)}@example.com`,
        role: 'user',
        portfolioUrlType: 'username',
        hasLocalPassword: true,
        profileImageUrl: null,
      });
      expect(JSON.stringify(user)).not.toContain(email);
      expect(await rpcStatus(rpc.call(getUserRpc, { userId: 'nobody' }))).toEqual({ status: 404, message: 'User not found.' });
    });

    it('updates the profile; a username taken in another case is a 409', async () => {
      const alice = await signUp(MAIN_ISSUER, rp, { email: `alice-${run}@example.com`, username: uniqueName('alice'), password: password() });
      const bob = await signUp(MAIN_ISSUER, rp, { email: `bob-${run}@example.com`, username: uniqueName('bob'), password: password() });
      const aliceName = alice.claims.preferred_username as string;

      const taken = await rpcStatus(rpc.call(updateProfileRpc, { userId: bob.claims.sub, profile: { username: aliceName.toUpperCase() } }));
      expect(taken).toEqual({ status: 409, message: 'That username is already taken.' });

      const updated = await rpc.call(updateProfileRpc, {
        userId: alice.claims.sub,
        profile: {
          username: aliceName.toUpperCase(),
          firstName: ' Alice ',
          lastName: 'Liddell',
          tagline: 'Light and shadow',
          bio: '',
          portfolioUrlType: 'fullname_dash',
        },
      });
      expect(updated).toMatchObject({
        username: aliceName.toUpperCase(),
        firstName: 'Alice',
        lastName: 'Liddell',
        tagline: 'Light and shadow',
        bio: null,
        portfolioUrlType: 'fullname_dash',
      });
      // Only the fields sent change.
      expect(await rpc.call(updateProfileRpc, { userId: alice.claims.sub, profile: { bio: 'Hello' } })).toMatchObject({ firstName: 'Alice', bio: 'Hello' });
    });

    it("answers the public profile of a portfolio segment, and 404 for a segment that is nobody's", async () => {
      const username = uniqueName('pub');
      const { claims } = await signUp(MAIN_ISSUER, rp, { email: `pub-${run}@example.com`, username, password: password() });
      const lastName = `Doe${run}`;
      await rpc.call(updateProfileRpc, {
        userId: claims.sub,
        profile: { firstName: 'Jane', lastName, tagline: 'Coasts', bio: 'Hello', instagram: '@jane', portfolioUrlType: 'fullname_dot' },
      });
      const expected = {
        id: claims.sub,
        username,
        firstName: 'Jane',
        lastName,
        tagline: 'Coasts',
        aboutMe: 'Hello',
        profileImage: null,
        instagram: '@jane',
        twitter: null,
        website: null,
        portfolioPath: `/jane.${lastName.toLowerCase()}`,
      };
      // The canonical path, the username and the id, in any case; exactly the public fields.
      for (const segment of [`jane.${lastName}`, username.toUpperCase(), claims.sub]) {
        expect(await rpc.call(getPortfolioProfileRpc, { segment })).toEqual(expected);
      }
      const nobody = { status: 404, message: 'Portfolio not found.' };
      expect(await rpcStatus(rpc.call(getPortfolioProfileRpc, { segment: `nobody_${run}` }))).toEqual(nobody);
    });

    it('answers 400 to a payload its contract refuses, before the handler changes anything', async () => {
      const { claims } = await signUp(MAIN_ISSUER, rp, { email: `strict-${run}@example.com`, username: uniqueName('strict'), password: password() });
      // The same subject, sent by a caller that does not validate what it sends.
      const looseUpdate = defineRpc(updateProfileRpc.pattern, z.unknown(), z.unknown());
      const refused = await rpcStatus(rpc.call(looseUpdate, { userId: claims.sub, profile: { bio: 'Changed' }, role: 'admin' }));
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(`Invalid payload for ${updateProfileRpc.pattern}`);
      expect(await rpc.call(getUserRpc, { userId: claims.sub })).toMatchObject({ bio: null, role: 'user' });
    });

    it('changes a password: a wrong current one is a 400, the new one works at the sign-in page', async () => {
      const email = `pw-${run}@example.com`;
      const oldPassword = password();
      const newPassword = password();
      const { claims } = await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('pw'), password: oldPassword });

      const wrong = await rpcStatus(rpc.call(changePasswordRpc, { userId: claims.sub, change: { currentPassword: 'nope-nope-nope', newPassword } }));
      expect(wrong).toEqual({ status: 400, message: 'Your current password is incorrect.' });
      expect(await rpc.call(changePasswordRpc, { userId: claims.sub, change: { currentPassword: oldPassword, newPassword } })).toEqual({ changed: true });

      expect((await signIn(MAIN_ISSUER, rp, email, oldPassword)).ok).toBe(false);
      const signedIn = await signIn(MAIN_ISSUER, rp, email, newPassword);
      expect(signedIn.ok && signedIn.claims.sub).toBe(claims.sub);
    });

    it('limits wrong current passwords per user', async () => {
      const { claims } = await signUp(MAIN_ISSUER, rp, { email: `pwl-${run}@example.com`, username: uniqueName('pwl'), password: password() });
      const attempt = () =>
        rpcStatus(rpc.call(changePasswordRpc, { userId: claims.sub, change: { currentPassword: 'wrong-wrong', newPassword: 'new-password-1' } }));
      for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
    });

    it('refuses to change the password of an external identity', async () => {
      const identity = await rpc.call(resolveIdentityRpc, { issuer: 'https://id.example.org', subject: `nopw-${run}` });
      const answer = await rpcStatus(
        rpc.call(changePasswordRpc, { userId: identity.id, change: { currentPassword: 'anything', newPassword: 'new-password-1' } }),
      );
      expect(answer.status).toBe(400);
    });

    it('deletes a user; afterwards it is gone everywhere', async () => {
      const email = `del-${run}@example.com`;
      const secret = password();
      const username = uniqueName('del');
      const { claims } = await signUp(MAIN_ISSUER, rp, { email, username, password: secret });
      const refused = await rpcStatus(rpc.call(deleteAccountRpc, { userId: claims.sub, confirmUsername: 'someone-else' }));
      expect(refused).toMatchObject({ status: 400, message: 'Type your username exactly to confirm the deletion.' });
      expect((await rpc.call(getUserRpc, { userId: claims.sub })).username).toBe(username);

      expect(await rpc.call(deleteAccountRpc, { userId: claims.sub, confirmUsername: ` ${username.toUpperCase()} ` })).toEqual({ accepted: true });
      expect((await rpcStatus(rpc.call(getUserRpc, { userId: claims.sub }))).status).toBe(404);
      expect(await rpcStatus(rpc.call(getPortfolioProfileRpc, { segment: username }))).toEqual({ status: 404, message: 'Portfolio not found.' });
      expect((await rpcStatus(rpc.call(deleteAccountRpc, { userId: claims.sub, confirmUsername: username }))).status).toBe(404);
      expect((await rpcStatus(rpc.call(resolveIdentityRpc, { issuer: MAIN_ISSUER, subject: claims.sub }))).status).toBe(404);
      expect((await signIn(MAIN_ISSUER, rp, email, secret)).ok).toBe(false);
    });

    it('asks a browser whose signed-in user was deleted to sign in again', async () => {
      const username = uniqueName('gone');
      const { claims, browser } = await signUp(MAIN_ISSUER, rp, { email: `gone-${run}@example.com`, username, password: password() });
      await rpc.call(deleteAccountRpc, { userId: claims.sub, confirmUsername: username });
      const { page } = await openSignIn(browser, rp, MAIN_ISSUER);
      expect(page.status).toBe(200);
      expect(textOf(page.html)).toContain('Sign in to Lumafolio');
    });

    it(
      "a password change ends the user's provider sessions and grants: every browser is asked for the password again",
      async () => {
        const email = `pwend-${run}@example.com`;
        const oldPassword = password();
        const { claims, browser } = await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('pwend'), password: oldPassword });
        const phone = await signIn(MAIN_ISSUER, rp, email, oldPassword);
        expect(phone.ok).toBe(true);
        expect(await providerEntriesOf(claims.sub)).not.toEqual([]);

        await rpc.call(changePasswordRpc, { userId: claims.sub, change: { currentPassword: oldPassword, newPassword: password() } });
        expect(await providerEntriesOf(claims.sub)).toEqual([]);
        for (const device of [browser, phone.ok ? phone.browser : new Browser()]) {
          const { page } = await openSignIn(device, rp, MAIN_ISSUER);
          expect(textOf(page.html)).toContain('Sign in to Lumafolio');
        }
      },
      SLOW_MS,
    );

    it(
      "ends every provider session and grant of a user on auth.sessions.end-all.v1, and nobody else's",
      async () => {
        const secret = password();
        const email = `endall-${run}@example.com`;
        const { claims, browser } = await signUp(MAIN_ISSUER, rp, { email, username: uniqueName('endall'), password: secret });
        const phone = await signIn(MAIN_ISSUER, rp, email, secret);
        const other = await signUp(MAIN_ISSUER, rp, { email: `endall-other-${run}@example.com`, username: uniqueName('other'), password: password() });

        expect(await rpc.call(endAllSessionsRpc, { userId: claims.sub })).toEqual({ ended: true });
        expect(await providerEntriesOf(claims.sub)).toEqual([]);
        for (const device of [browser, phone.ok ? phone.browser : new Browser()]) {
          const { page } = await openSignIn(device, rp, MAIN_ISSUER);
          expect(textOf(page.html)).toContain('Sign in to Lumafolio');
        }
        // The other user still signs in without a password.
        const direct = await other.browser.follow(await other.browser.get((await rp.start()).url), MAIN_ISSUER);
        expect(direct.location).toMatch(new RegExp(`^${REDIRECT_URI}\\?code=`));
      },
      SLOW_MS,
    );

    it('deleting a user removes its provider sessions and grants', async () => {
      const username = uniqueName('delend');
      const { claims } = await signUp(MAIN_ISSUER, rp, { email: `delend-${run}@example.com`, username, password: password() });
      expect(await providerEntriesOf(claims.sub)).not.toEqual([]);
      await rpc.call(deleteAccountRpc, { userId: claims.sub, confirmUsername: username });
      expect(await providerEntriesOf(claims.sub)).toEqual([]);
    });

    it('lists users newest first for the admin list, a page at a time, with full e-mails and a literal search', async () => {
      const first = await signUp(MAIN_ISSUER, rp, { email: `l1-${run}-list@example.com`, username: uniqueName('l1'), password: password() });
      const second = await signUp(MAIN_ISSUER, rp, { email: `l2-${run}-list@example.com`, username: uniqueName('l2'), password: password() });
      // Only these two addresses end with `-list@`: every other account of this file shares the run id.
      const page = await rpc.call(searchUsersRpc, { q: `${run}-list@example`, limit: 1 });
      expect(page.items.map((user) => user.id)).toEqual([second.claims.sub]);
      expect(page.items[0]).toEqual(expect.objectContaining({ email: `l2-${run}-list@example.com`, role: 'user' }));
      expect(page.total).toBe(2);
      const next = await rpc.call(searchUsersRpc, { q: `${run}-list@example`, limit: 1, cursor: page.nextCursor });
      expect(next).toEqual({ items: [expect.objectContaining({ id: first.claims.sub })], nextCursor: null, total: null });
      expect((await rpc.call(searchUsersRpc, { q: `l.-${run}` })).items).toEqual([]);
      await expect(rpc.call(searchUsersRpc, { q: '', cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ status: 400 });
    });

    it('reports MongoDB and Redis in its health check', async () => {
      const report = await rpc.call(healthRpc('auth'), {});
      expect(report).toMatchObject({ status: 'ok', checks: { mongodb: { status: 'ok' }, redis: { status: 'ok' } } });
    });
  });
});
