import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Profile } from '../profiles.ts';
import { serviceLaunch, waitForHttp } from '../stack.ts';
import {
  gatewayUnderTestEnv,
  servicesUnderTest,
  startWithOneRetryInCi,
  waitForGatewayUnderTest,
  type GatewayUnderTestOptions,
  type ServiceUnderTest,
} from './gateway-under-test.ts';

/**
 * One stack of every service (media worker and admin included) on the integration
 * infrastructure, shared by the suites that need nothing of their own but ports and services.
 * Jest runs the suites one at a time: the first that asks starts it and the next ones find it
 * running. Its processes outlive the suite that started them (their output goes to files,
 * nothing of theirs keeps Jest waiting); a suite that starts processes of its own stops it
 * first (`stopSharedStack`, in the integration project's setup), as does Jest's teardown.
 */
export const SHARED_STACK_OPTIONS = {
  gatewayPort: 14050,
  issuerPort: 14051,
  mediaWorker: true,
  admin: true,
  env: {
    // The sitemap a file reads lists the portfolios it just published, whatever an earlier file read.
    // The gateway's metrics on a port of their own (SHARED_GATEWAY_METRICS), read by a file that counts
    // its background work; serving them changes no answer of the gateway.
    gateway: { SITEMAP_CACHE_S: '0', METRICS_PORT: '14052' },
  },
} as const satisfies GatewayUnderTestOptions;

/** The shared stack's gateway: a suite's constant, known before the stack is up. */
export const SHARED_GATEWAY = `http://127.0.0.1:${SHARED_STACK_OPTIONS.gatewayPort}`;

/** The shared stack's gateway's metrics (Prometheus text). */
export const SHARED_GATEWAY_METRICS = `http://127.0.0.1:${SHARED_STACK_OPTIONS.env.gateway.METRICS_PORT}/metrics`;

/** The shared stack's identity provider (a second gateway a file starts beside the shared one signs in with it). */
export const SHARED_ISSUER = `http://127.0.0.1:${SHARED_STACK_OPTIONS.issuerPort}`;

/** A suite's handle on the shared stack: stopping it leaves it running for the next suite. */
export interface SharedGatewayUnderTest {
  url: string;
  stop(): Promise<void>;
}

interface SharedStackState {
  processes: { name: ServiceUnderTest; pid: number }[];
}

/** What marks a suite as one that runs on the shared stack (read by the integration project's setup and order). */
export const SHARED_STACK_MARKER = 'useSharedGatewayUnderTest(';

const STOP_GRACE_MS = 15_000;

export async function useSharedGatewayUnderTest(profile: Profile): Promise<SharedGatewayUnderTest> {
  const handle = { url: SHARED_GATEWAY, stop: async () => undefined };
  const state = readState(profile);
  if (state && state.processes.every(({ pid }) => isRunning(pid)) && (await answers(`${SHARED_GATEWAY}/healthz`))) return handle;
  await stopSharedStack(profile);
  await startWithOneRetryInCi(`the shared stack on port ${SHARED_STACK_OPTIONS.gatewayPort}`, () => startSharedStack(profile));
  return handle;
}

/** Stops the shared stack if it runs (a suite with processes of its own is about to start them). */
export async function stopSharedStack(profile: Profile): Promise<void> {
  const state = readState(profile);
  if (!state) return;
  for (const { pid } of state.processes) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (state.processes.some(({ pid }) => isRunning(pid)) && Date.now() < deadline) await sleep(100);
  for (const { pid } of state.processes) signalGroup(pid, 'SIGKILL');
  rmSync(stateFile(profile), { force: true });
}

async function startSharedStack(profile: Profile): Promise<void> {
  const logDir = join(profile.dataDir, 'shared-stack');
  mkdirSync(logDir, { recursive: true });
  const started: SharedStackState['processes'] = [];
  const exits: Promise<string>[] = [];
  for (const name of servicesUnderTest(SHARED_STACK_OPTIONS)) {
    const { command, args, cwd, env } = serviceLaunch(name, profile, gatewayUnderTestEnv(SHARED_STACK_OPTIONS, name));
    const log = openSync(join(logDir, `${name}.log`), 'w');
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
    closeSync(log);
    child.unref();
    exits.push(new Promise((resolve) => child.once('exit', (code, signal) => resolve(`${name} exited during start-up (${code ?? signal})`))));
    started.push({ name, pid: child.pid ?? -1 });
  }
  writeFileSync(stateFile(profile), JSON.stringify({ processes: started } satisfies SharedStackState));
  try {
    await Promise.race([
      waitForGatewayUnderTest(profile, SHARED_STACK_OPTIONS),
      Promise.race(exits).then((exit) => {
        throw new Error(exit);
      }),
    ]);
  } catch (error) {
    await stopSharedStack(profile);
    const output = started.map(({ name }) => `--- ${name}, its last lines:\n${lastLines(join(logDir, `${name}.log`), 30)}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
}

function stateFile(profile: Profile): string {
  return join(profile.dataDir, 'shared-stack.json');
}

function readState(profile: Profile): SharedStackState | undefined {
  const file = stateFile(profile);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedStackState;
  } catch {
    return { processes: [] };
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await waitForHttp(url, 2_000);
    return true;
  } catch {
    return false;
  }
}

function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no output)';
  }
}
