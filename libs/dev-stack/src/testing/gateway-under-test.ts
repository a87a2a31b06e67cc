import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Profile } from '../profiles.ts';
import { describeRecentOutput, type ManagedProcess, type OutputMode } from '../processes.ts';
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
 * Seven Node processes start at once on two cores, beside the end-to-end tests: on a busy
 * machine one may take over 30 s to answer (as `startStack` allows).
 */
const STARTUP_TIMEOUT_MS = 60_000;

/**
 * The processes a gateway test needs, on ports of its own: auth (with its identity provider
 * on `issuerPort`), media, portfolio, the e-mail services (sign-up links), the media worker
 * and the admin service when asked, and the gateway on `gatewayPort`; resolves once all of them answer.
 */
export async function startGatewayUnderTest(profile: Profile, options: GatewayUnderTestOptions): Promise<GatewayUnderTest> {
  return startWithOneRetryInCi(`the stack under test on port ${options.gatewayPort}`, () => startGatewayOnce(profile, options));
}

/** In CI a start that did not come up in time (a busy machine) is tried once more, and listed as flaky. */
export async function startWithOneRetryInCi<T>(what: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!process.env['CI']) throw error;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${what} did not start; trying once more.\n${message}\n`);
    recordFlakyStart(`start-up of ${what}`, message);
    return start();
  }
}

function recordFlakyStart(title: string, failure: string): void {
  const file = process.env['FLAKY_LIST_FILE'];
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `integration  ${title} › tried again\n    first failure: ${failure.split('\n')[0]?.slice(0, 300)}\n`);
}

/** What each process of a stack under test is told besides its profile: its ports and addresses, and a test's own settings. */
export function gatewayUnderTestEnv(
  { gatewayPort, issuerPort, env = {} }: Pick<GatewayUnderTestOptions, 'gatewayPort' | 'issuerPort' | 'env'>,
  name: ServiceUnderTest,
): Record<string, string> {
  const url = `http://127.0.0.1:${gatewayPort}`;
  const issuer = `http://127.0.0.1:${issuerPort}`;
  const own: Partial<Record<ServiceUnderTest, Record<string, string>>> = {
    gateway: { GATEWAY_PORT: String(gatewayPort), PUBLIC_URL: url, OIDC_ISSUER_URL: issuer },
    auth: {
      AUTH_HTTP_PORT: String(issuerPort),
      AUTH_ISSUER_URL: issuer,
      OIDC_REDIRECT_URIS: `${url}/api/callback`,
      OIDC_POST_LOGOUT_REDIRECT_URIS: `${url}/`,
    },
    'media-worker': { AI_PROVIDER: 'local', LOG_LEVEL: 'warn' },
  };
  return { ...own[name], ...env[name] };
}

/** Resolves once every RPC service of a stack under test, its identity provider and its gateway answer. */
export async function waitForGatewayUnderTest(profile: Profile, { gatewayPort, issuerPort, admin = false }: GatewayUnderTestOptions): Promise<void> {
  await Promise.all([
    ...(['auth', 'media', 'portfolio', 'integrations', ...(admin ? (['admin'] as const) : [])] as const).map((service) =>
      waitForRpcService(profile.serviceEnv, service, STARTUP_TIMEOUT_MS),
    ),
    waitForHttp(`http://127.0.0.1:${issuerPort}/.well-known/openid-configuration`, STARTUP_TIMEOUT_MS),
    waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`, STARTUP_TIMEOUT_MS),
  ]);
}

/** The processes of a stack under test, in start order: the gateway last. */
export function servicesUnderTest({ mediaWorker = false, admin = false }: Pick<GatewayUnderTestOptions, 'mediaWorker' | 'admin'>): ServiceUnderTest[] {
  return [
    'auth',
    'media',
    'portfolio',
    ...(mediaWorker ? (['media-worker'] as const) : []),
    ...(admin ? (['admin'] as const) : []),
    // The e-mail services: every sign-up's link arrives by e-mail.
    'integrations',
    'integrations-worker',
    'gateway',
  ];
}

async function startGatewayOnce(profile: Profile, options: GatewayUnderTestOptions): Promise<GatewayUnderTest> {
  const { gatewayPort, gatewayOutput = 'silent', processOutput = 'silent' } = options;
  const url = `http://127.0.0.1:${gatewayPort}`;
  const startGateway = () => startService('gateway', profile, { output: gatewayOutput, env: gatewayUnderTestEnv(options, 'gateway') });
  let gateway = startGateway();
  const processes: ManagedProcess[] = servicesUnderTest(options)
    .filter((name) => name !== 'gateway')
    .map((name) => startService(name, profile, { output: processOutput, env: gatewayUnderTestEnv(options, name) }));
  const stop = async () => {
    await Promise.all([...processes, gateway].map((process) => process.stop()));
  };
  let starting = true;
  const exitDuringStart = new Promise<never>((_, reject) => {
    for (const process of [...processes, gateway])
      void process.exited.then((code) => starting && reject(new Error(`${process.name} exited during start-up (${code})`)));
  });
  try {
    await Promise.race([exitDuringStart, waitForGatewayUnderTest(profile, options)]);
  } catch (error) {
    const output = describeRecentOutput([...processes, gateway]);
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  } finally {
    starting = false;
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
  const me = await readSignedInUser(client, gateway);
  if (me.status !== 200) throw new Error(`sign-up of ${username} failed: ${me.status} ${await me.text()}`);
  return { client, id: ((await me.json()) as { id: string }).id, username };
}

const SERVICE_BUSY_ATTEMPTS = 3;

/**
 * GET /api/auth/user as the app does after sign-in. A 503 with Retry-After (auth did not answer
 * within the gateway's RPC timeout, seen once on a machine running the browser tests beside)
 * is asked again after the advertised wait, as a client honouring the header would; it is
 * printed, so a stack that is often this slow shows up in the output.
 */
async function readSignedInUser(client: CookieJarClient, gateway: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const me = await client.request(`${gateway}/api/auth/user`);
    const retryAfter = Number(me.headers.get('retry-after'));
    if (me.status !== 503 || !Number.isFinite(retryAfter) || retryAfter <= 0 || attempt === SERVICE_BUSY_ATTEMPTS) return me;
    process.stderr.write(`GET /api/auth/user answered 503 (${await me.text()}); asking again in ${retryAfter} s\n`);
    await sleep(retryAfter * 1_000);
  }
}
