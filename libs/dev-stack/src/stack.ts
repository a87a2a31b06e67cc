import { setTimeout as sleep } from 'node:timers/promises';
import { startProcess, type ManagedProcess, type OutputMode } from './processes.ts';
import { SERVICE_NAMES } from '@lumafolio/contracts';
import { REPO_ROOT, type Profile } from './profiles.ts';
import { waitForRpcService } from './wait-for-rpc.ts';

/** Every Node process of the platform; the gateway starts last. */
export const STACK_PROCESSES = ['auth', 'portfolio', 'media', 'admin', 'integrations', 'media-worker', 'integrations-worker', 'gateway'] as const;
export type StackProcessName = (typeof STACK_PROCESSES)[number];

export interface Stack {
  url: string;
  processes: ManagedProcess[];
  /** Resolves with the first process that exits on its own. */
  firstExit: Promise<{ name: string; code: number | string }>;
  stop(): Promise<void>;
}

export function startService(
  name: StackProcessName,
  profile: Profile,
  options: { output?: OutputMode; env?: Record<string, string> } = {},
): ManagedProcess {
  const env = { ...process.env, ...profile.serviceEnv, ...options.env };
  return startProcess(name, process.execPath, [`services/${name}/dist/main.js`], {
    cwd: REPO_ROOT,
    env,
    output: options.output ?? 'prefixed',
  });
}

/**
 * The integrations service and its worker: a test stack needs them as soon as it signs
 * anyone up (the confirmation link arrives by e-mail, captured in the e-mail log).
 */
export function startEmailServices(profile: Profile, options: { output?: OutputMode; env?: Record<string, string> } = {}): ManagedProcess[] {
  return [startService('integrations', profile, options), startService('integrations-worker', profile, options)];
}

export async function startStack(profile: Profile, options: { output?: OutputMode; readyTimeoutMs?: number } = {}): Promise<Stack> {
  const processes = STACK_PROCESSES.map((name) => startService(name, profile, options));
  let stopping = false;
  const firstExit = Promise.race(processes.map((p) => p.exited.then((code) => ({ name: p.name, code }))));
  const stop = async () => {
    stopping = true;
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    const timeoutMs = options.readyTimeoutMs ?? 60_000;
    await Promise.race([
      Promise.all([
        waitForHttp(`${profile.gatewayUrl}/api/templates`, timeoutMs),
        waitForHttp(`${profile.issuerUrl}/.well-known/openid-configuration`, timeoutMs),
        ...SERVICE_NAMES.map((service) => waitForRpcService(profile.serviceEnv.NATS_URL, service, timeoutMs)),
      ]),
      firstExit.then(({ name, code }) => {
        if (!stopping) throw new Error(`${name} exited during start-up (${code})`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: profile.gatewayUrl, processes, firstExit, stop };
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
