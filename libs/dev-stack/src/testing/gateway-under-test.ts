import type { Profile } from '../profiles.ts';
import type { ManagedProcess, OutputMode } from '../processes.ts';
import { startService, waitForHttp } from '../stack.ts';
import { waitForRpcService } from '../wait-for-rpc.ts';
import type { CookieJarClient } from './cookie-jar-client.ts';
import type { NatsEnv } from './email-inbox.ts';
import { signInThroughGateway } from './sign-in.ts';

export interface GatewayUnderTest {
  url: string;
  /** The gateway's own process (its pid, to measure what it spends). */
  readonly gateway: ManagedProcess;
  /** A running process of the stack, e.g. to freeze it (SIGSTOP) as a hung service. */
  process(name: ServiceUnderTest): ManagedProcess;
  /** Stops the gateway and starts it again on the same port and settings; resolves once it answers. */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

export interface SignedUpUser {
  client: CookieJarClient;
  id: string;
  username: string;
}

export type ServiceUnderTest = 'auth' | 'media' | 'portfolio' | 'media-worker' | 'admin' | 'integrations' | 'integrations-worker' | 'gateway';

export interface GatewayUnderTestOptions {
  gatewayPort: number;
  issuerPort: number;
  mediaWorker?: boolean;
  /** The admin service (the dashboard's API). */
  admin?: boolean;
  /** Settings of one process for this test only (a quota, a queue prefix, a database). */
  env?: Partial<Record<ServiceUnderTest, Record<string, string>>>;
  /** Where the gateway's log lines go (silent by default), e.g. to read its access log. */
  gatewayOutput?: OutputMode;
  /** Where the other processes' log lines go (silent by default), e.g. kept to explain a failure. */
  processOutput?: OutputMode;
}

/**
 * The processes a gateway test needs, on ports of its own: auth (with its identity provider
 * on `issuerPort`), media, portfolio, the e-mail services (sign-up links), the media worker
 * and the admin service when asked, and the gateway on `gatewayPort`; resolves once all of them answer.
 */
export async function startGatewayUnderTest(
  profile: Profile,
  { gatewayPort, issuerPort, mediaWorker = false, admin = false, env = {}, gatewayOutput = 'silent', processOutput = 'silent' }: GatewayUnderTestOptions,
): Promise<GatewayUnderTest> {
  const url = `http://127.0.0.1:${gatewayPort}`;
  const issuer = `http://127.0.0.1:${issuerPort}`;
  const quiet = { output: processOutput };
  const startGateway = () =>
    startService('gateway', profile, {
      output: gatewayOutput,
      env: { GATEWAY_PORT: String(gatewayPort), PUBLIC_URL: url, OIDC_ISSUER_URL: issuer, ...env.gateway },
    });
  let gateway = startGateway();
  const processes: ManagedProcess[] = [
    startService('auth', profile, {
      ...quiet,
      env: {
        AUTH_HTTP_PORT: String(issuerPort),
        AUTH_ISSUER_URL: issuer,
        OIDC_REDIRECT_URIS: `${url}/api/callback`,
        OIDC_POST_LOGOUT_REDIRECT_URIS: `${url}/`,
        ...env.auth,
      },
    }),
    startService('media', profile, { ...quiet, env: env.media ?? {} }),
    startService('portfolio', profile, { ...quiet, env: env.portfolio ?? {} }),
    ...(mediaWorker ? [startService('media-worker', profile, { ...quiet, env: { AI_PROVIDER: 'local', LOG_LEVEL: 'warn', ...env['media-worker'] } })] : []),
    ...(admin ? [startService('admin', profile, { ...quiet, env: env.admin ?? {} })] : []),
    // The e-mail services: every sign-up's link arrives by e-mail.
    startService('integrations', profile, { ...quiet, env: env.integrations ?? {} }),
    startService('integrations-worker', profile, { ...quiet, env: env['integrations-worker'] ?? {} }),
  ];
  const stop = async () => {
    await Promise.all([...processes, gateway].map((process) => process.stop()));
  };
  try {
    await Promise.all([
      ...(['auth', 'media', 'portfolio', 'integrations', ...(admin ? (['admin'] as const) : [])] as const).map((service) =>
        waitForRpcService(profile.serviceEnv, service),
      ),
      waitForHttp(`${issuer}/.well-known/openid-configuration`, 30_000),
      waitForHttp(`${url}/healthz`, 30_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    get gateway() {
      return gateway;
    },
    process(name) {
      const found = name === 'gateway' ? gateway : processes.find((process) => process.name === name);
      if (!found) throw new Error(`${name} is not part of this stack (see the options of startGatewayUnderTest)`);
      return found;
    },
    async restartGateway() {
      await gateway.stop();
      gateway = startGateway();
      await waitForHttp(`${url}/healthz`, 30_000);
    },
    stop,
  };
}

export interface SignUpOptions {
  password?: string;
  /** The NATS of the stack the gateway runs in, where its e-mail log is read (the test profile's by default). */
  natsEnv?: NatsEnv;
}

/** How many accounts of each name and run this test file made: a test tried again makes new ones. */
const signedUp = new Map<string, number>();

/**
 * A new account through the real sign-up (its e-mailed link), signed in: `${name}_${run}`, or
 * `${name}_${run}_2`… for the same name again (a test tried once more in CI starts afresh).
 */
export async function signUpThroughGateway(gateway: string, name: string, run: string, options: SignUpOptions = {}): Promise<SignedUpUser> {
  const count = (signedUp.get(`${name}\n${run}`) ?? 0) + 1;
  signedUp.set(`${name}\n${run}`, count);
  const again = count === 1 ? '' : `_${count}`;
  const username = `${name}_${run}${again}`;
  const account = { email: `${name}-${run}${again.replace('_', '-')}@example.com`, username, password: options.password ?? 'correct horse battery' };
  const { client } = await signInThroughGateway(gateway, account, { signUp: true, ...(options.natsEnv ? { natsEnv: options.natsEnv } : {}) });
  const me = await client.request(`${gateway}/api/auth/user`);
  if (me.status !== 200) throw new Error(`sign-up of ${username} failed: ${me.status} ${await me.text()}`);
  return { client, id: ((await me.json()) as { id: string }).id, username };
}
