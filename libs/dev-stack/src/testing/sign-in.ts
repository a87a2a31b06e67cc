import { SESSION_COOKIE_NAME, SIGN_IN_FAILURE_PARAM } from '@lumafolio/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { CookieJarClient } from './cookie-jar-client.ts';
import { signUpConfirmationLink, type NatsEnv } from './email-inbox.ts';

export interface Account {
  email: string;
  username: string;
  password: string;
}

export interface SignInResult {
  client: CookieJarClient;
  /** The gateway session cookie before sign-in completed (the pre-login session). */
  preLoginSession: string | undefined;
  /** The gateway session cookie after sign-in. */
  session: string | undefined;
  landedOn: string;
}

export interface SignInOptions {
  /** Create the account first: sign-up form, then the link of the confirmation e-mail (needs integrations and its worker). */
  signUp?: boolean;
  cookieName?: string;
  client?: CookieJarClient;
  /** Where the e-mail log is read from (the test profile's NATS by default). */
  natsEnv?: NatsEnv;
  /** Sent as /api/login?returnTo=…: where the app should land after sign-in. */
  returnTo?: string;
  /** How many more times a sign-in that landed on "unavailable" is tried (2 by default). */
  unavailableRetries?: number;
}

/**
 * Drives the gateway's sign-in against the built-in identity provider like a browser:
 * /api/login → provider sign-in page → back to /api/callback. With `signUp`: sign-up page →
 * "Check your e-mail" → the link of the captured confirmation e-mail, opened in the same
 * browser → "Create account" → back to /api/callback.
 */
export async function signInThroughGateway(gatewayUrl: string, account: Account, options: SignInOptions = {}): Promise<SignInResult> {
  const client = options.client ?? new CookieJarClient();
  const cookieName = options.cookieName ?? SESSION_COOKIE_NAME;
  const start = await client.request(`${gatewayUrl}/api/login${options.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(options.returnTo)}`}`);
  await start.arrayBuffer();
  const preLoginSession = client.cookie(gatewayUrl, cookieName);
  const location = start.headers.get('location');
  if (start.status !== 302 || !location) throw new Error(`/api/login answered ${start.status}`);

  const signInPage = await client.navigate(location);
  await signInPage.response.arrayBuffer();
  const finished = options.signUp
    ? await signUpAndConfirm(client, signInPage.url, account, options.natsEnv)
    : await client.submitForm(signInPage.url, { email: account.email, password: account.password });
  const finalBody = await finished.response.text();
  if (finished.response.status >= 400) {
    throw new Error(`sign-in failed at ${finished.url}: HTTP ${finished.response.status} ${finalBody.slice(0, 300)}`);
  }
  if (!finished.url.startsWith(gatewayUrl)) {
    throw new Error(`sign-in did not come back to the app: ended at ${finished.url} (HTTP ${finished.response.status})`);
  }
  const failure = new URL(finished.url).searchParams.get(SIGN_IN_FAILURE_PARAM);
  if (failure === 'unavailable' && (options.unavailableRetries ?? UNAVAILABLE_RETRIES) > 0) {
    // What a person does on "Sign-in is unavailable right now": waits a moment and signs in
    // again (the account exists: the issuer created it before sending the browser back).
    process.stderr.write(`sign-in of ${account.email} landed on ${finished.url}; signing in again in ${UNAVAILABLE_WAIT_MS} ms\n`);
    await sleep(UNAVAILABLE_WAIT_MS);
    const { signUp: _signedUp, ...again } = options;
    return signInThroughGateway(gatewayUrl, account, { ...again, client, unavailableRetries: (options.unavailableRetries ?? UNAVAILABLE_RETRIES) - 1 });
  }
  if (failure) throw new Error(`sign-in of ${account.email} failed: the app landed on ${finished.url}`);
  return { client, preLoginSession, session: client.cookie(gatewayUrl, cookieName), landedOn: finished.url };
}

/** Sign-ins told "unavailable" (the account service missed the gateway's RPC timeout on a loaded machine) tried again. */
const UNAVAILABLE_RETRIES = 2;
const UNAVAILABLE_WAIT_MS = 1_000;

async function signUpAndConfirm(client: CookieJarClient, interactionUrl: string, account: Account, natsEnv: NatsEnv | undefined) {
  const since = new Date();
  const submitted = await client.submitForm(`${interactionUrl}/signup`, { email: account.email, username: account.username, password: account.password });
  const page = await submitted.response.text();
  if (submitted.response.status !== 200 || !page.includes('Check your e-mail')) {
    throw new Error(`sign-up failed at ${submitted.url}: HTTP ${submitted.response.status} ${page.slice(0, 300)}`);
  }
  const link = await signUpConfirmationLink(account.email, since, natsEnv);
  // The link's page holds one form: "Create account".
  return client.submitForm(link, {});
}
