import { CookieJarClient } from './cookie-jar-client.ts';

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

/**
 * Drives the gateway's sign-in against the built-in identity provider like a browser:
 * /api/login → provider sign-in page → (sign-up page) → back to /api/callback.
 */
export async function signInThroughGateway(
  gatewayUrl: string,
  account: Account,
  options: { signUp?: boolean; cookieName?: string; client?: CookieJarClient } = {},
): Promise<SignInResult> {
  const client = options.client ?? new CookieJarClient();
  const cookieName = options.cookieName ?? 'lf_session';
  const start = await client.request(`${gatewayUrl}/api/login`);
  await start.arrayBuffer();
  const preLoginSession = client.cookie(gatewayUrl, cookieName);
  const location = start.headers.get('location');
  if (start.status !== 302 || !location) throw new Error(`/api/login answered ${start.status}`);

  const signInPage = await client.navigate(location);
  await signInPage.response.arrayBuffer();
  const finished = options.signUp
    ? await client.submitForm(`${signInPage.url}/signup`, { email: account.email, username: account.username, password: account.password })
    : await client.submitForm(signInPage.url, { email: account.email, password: account.password });
  const finalBody = await finished.response.text();
  if (finished.response.status >= 400) {
    throw new Error(`sign-in failed at ${finished.url}: HTTP ${finished.response.status} ${finalBody.slice(0, 300)}`);
  }
  if (!finished.url.startsWith(gatewayUrl)) {
    throw new Error(`sign-in did not come back to the app: ended at ${finished.url} (HTTP ${finished.response.status})`);
  }
  return { client, preLoginSession, session: client.cookie(gatewayUrl, cookieName), landedOn: finished.url };
}
