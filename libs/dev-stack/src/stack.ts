import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeRecentOutput, startProcess, type ManagedProcess, type OutputMode } from './processes.ts';
import { SERVICE_NAMES } from '@lumafolio/contracts';
import { STACK_PROCESSES, type StackProcessName } from './accounts.ts';
import { REPO_ROOT, type Profile } from './profiles.ts';
import { Supervisor, type Restart, type RestartPolicy } from './supervisor.ts';
import { waitForRpcService } from './wait-for-rpc.ts';

export interface Stack {
  url: string;
  /** The running instance of a process (a restart replaces it). */
  process(name: StackProcessName): ManagedProcess;
  stop(): Promise<void>;
}

export interface StackOptions {
  output?: OutputMode;
  /** Extra environment for every process (e.g. a queue prefix of a test's own). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Told of every restart of a process that died after start-up. */
  onRestart?: (restart: Restart) => void;
  restartPolicy?: RestartPolicy;
  /** Which build of each service runs: its bundle (the default, as every deployment runs it) or tsc's modules. */
  entry?: ServiceEntry;
}

/**
 * A service's built entry points: `bundle` is one file with its dependencies (what every
 * launcher runs, ADR 71); `modules` is tsc's output, module by module, kept for comparison
 * and for reading a stack trace against the sources.
 */
export type ServiceEntry = 'bundle' | 'modules';
const ENTRY_FILES: Record<ServiceEntry, string> = { bundle: 'dist/main.bundle.js', modules: 'dist/main.js' };

/**
 * V8's code cache of the services' modules, kept between starts: each start of a service
 * compiles a few megabytes of JavaScript, and the tests start several hundred.
 */
const COMPILE_CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'node-compile-cache');

export function startService(
  name: StackProcessName,
  profile: Profile,
  options: { output?: OutputMode; env?: Record<string, string>; entry?: ServiceEntry } = {},
): ManagedProcess {
  const { command, args, cwd, env } = serviceLaunch(name, profile, options.env, options.entry);
  return startProcess(name, command, args, { cwd, env, output: options.output ?? 'prefixed' });
}

/** Keys of the caller's environment a service never inherits: the tools' S3 key (each process has its own, or none). */
const NOT_INHERITED = new Set(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);

/** How a service is started: its built entry point, with the profile's settings for it and any extra. */
export function serviceLaunch(name: StackProcessName, profile: Profile, extraEnv: Record<string, string> = {}, entry: ServiceEntry = 'bundle') {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !NOT_INHERITED.has(key)));
  return {
    command: process.execPath,
    args: [`services/${name}/${ENTRY_FILES[entry]}`],
    cwd: REPO_ROOT,
    env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...inherited, ...profile.envFor(name), ...extraEnv } as NodeJS.ProcessEnv,
  };
}

/**
 * The integrations service and its worker: a test stack needs them as soon as it signs
 * anyone up (the confirmation link arrives by e-mail, captured in the e-mail log).
 */
export function startEmailServices(profile: Profile, options: { output?: OutputMode; env?: Record<string, string> } = {}): ManagedProcess[] {
  return [startService('integrations', profile, options), startService('integrations-worker', profile, options)];
}

/**
 * Starts every process and waits until the platform answers. A process that exits during
 * start-up fails the whole start (and stops the rest); after start-up, a process that
 * dies is restarted by the supervisor while the others keep running.
 */
export async function startStack(profile: Profile, options: StackOptions = {}): Promise<Stack> {
  const start = (name: string) =>
    startService(name as StackProcessName, profile, {
      ...(options.output ? { output: options.output } : {}),
      ...(options.env ? { env: options.env } : {}),
      ...(options.entry ? { entry: options.entry } : {}),
    });
  const processes = STACK_PROCESSES.map((name) => start(name));
  let starting = true;
  const startupExit = Promise.race(processes.map((p) => p.exited.then((code) => ({ name: p.name, code }))));
  try {
    const timeoutMs = options.readyTimeoutMs ?? 60_000;
    await Promise.race([
      Promise.all([
        waitForHttp(`${profile.gatewayUrl}/api/templates`, timeoutMs),
        waitForHttp(`${profile.issuerUrl}/.well-known/openid-configuration`, timeoutMs),
        ...SERVICE_NAMES.map((service) => waitForRpcService(profile.serviceEnv, service, timeoutMs)),
      ]),
      startupExit.then(({ name, code }) => {
        if (starting) throw new Error(`${name} exited during start-up (${code})`);
      }),
    ]);
  } catch (error) {
    const output = describeRecentOutput(processes);
    await Promise.all(processes.map((p) => p.stop()));
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  } finally {
    starting = false;
  }
  const supervisor = new Supervisor(start, options.onRestart ?? (() => undefined), options.restartPolicy);
  for (const process of processes) supervisor.supervise(process);
  return {
    url: profile.gatewayUrl,
    process: (name) => supervisor.process(name) as ManagedProcess,
    stop: () => supervisor.stop(),
  };
}

/** Polls until the URL answers 200, or fails after the deadline. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}
