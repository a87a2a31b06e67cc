import type { Profile } from '../profiles.ts';
import type { ManagedProcess } from '../processes.ts';
import { startEmailServices, startService, waitForHttp } from '../stack.ts';
import { waitForRpcService } from '../wait-for-rpc.ts';
import type { CookieJarClient } from './cookie-jar-client.ts';
import { signInThroughGateway } from './sign-in.ts';

export interface GatewayUnderTest {
  url: string;
  stop(): Promise<void>;
}

export interface SignedUpUser {
  client: CookieJarClient;
  id: string;
  username: string;
}

/**
 * The processes a gateway test needs, on ports of its own: auth (with its identity provider
 * on `issuerPort`), media, portfolio, the e-mail services (sign-up links), the media worker
 * when asked, and the gateway on `gatewayPort`; resolves once all of them answer.
 */
export async function startGatewayUnderTest(
  profile: Profile,
  { gatewayPort, issuerPort, mediaWorker = false }: { gatewayPort: number; issuerPort: number; mediaWorker?: boolean },
): Promise<GatewayUnderTest> {
  const url = `http://127.0.0.1:${gatewayPort}`;
  const issuer = `http://127.0.0.1:${issuerPort}`;
  const quiet = { output: 'silent' as const };
  const processes: ManagedProcess[] = [
    startService('auth', profile, {
      ...quiet,
      env: {
        AUTH_HTTP_PORT: String(issuerPort),
        AUTH_ISSUER_URL: issuer,
        OIDC_REDIRECT_URIS: `${url}/api/callback`,
        OIDC_POST_LOGOUT_REDIRECT_URIS: `${url}/`,
      },
    }),
    startService('media', profile, quiet),
    startService('portfolio', profile, quiet),
    ...(mediaWorker ? [startService('media-worker', profile, { ...quiet, env: { AI_PROVIDER: 'local', LOG_LEVEL: 'warn' } })] : []),
    ...startEmailServices(profile, quiet),
    startService('gateway', profile, { ...quiet, env: { GATEWAY_PORT: String(gatewayPort), PUBLIC_URL: url, OIDC_ISSUER_URL: issuer } }),
  ];
  const stop = async () => {
    await Promise.all(processes.map((process) => process.stop()));
  };
  try {
    await Promise.all([
      ...(['auth', 'media', 'portfolio', 'integrations'] as const).map((service) => waitForRpcService(profile.serviceEnv, service)),
      waitForHttp(`${issuer}/.well-known/openid-configuration`, 30_000),
      waitForHttp(`${url}/healthz`, 30_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A new account through the real sign-up (its e-mailed link), signed in: `${name}_${run}`. */
export async function signUpThroughGateway(gateway: string, name: string, run: string, password = 'correct horse battery'): Promise<SignedUpUser> {
  const username = `${name}_${run}`;
  const { client } = await signInThroughGateway(gateway, { email: `${name}-${run}@example.com`, username, password }, { signUp: true });
  const me = await client.request(`${gateway}/api/auth/user`);
  if (me.status !== 200) throw new Error(`sign-up of ${username} failed: ${me.status} ${await me.text()}`);
  return { client, id: ((await me.json()) as { id: string }).id, username };
}
