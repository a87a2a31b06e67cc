import * as contracts from '@lumafolio/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROCESS_NEEDS, readObjectAccess, STACK_PROCESSES } from '../src/accounts.ts';
import { REPO_ROOT } from '../src/profiles.ts';

/**
 * The Helm chart's description of the processes (deploy/helm/lumafolio/files/processes.yaml)
 * matches the code: the same processes as the local stack, the same secrets as accounts.ts,
 * object storage and Google settings where docker-compose.yml gives them, and each worker's
 * KEDA triggers on exactly the queues its main.ts starts workers for.
 */
interface ChartProcess {
  role: 'gateway' | 'service' | 'worker';
  database?: boolean;
  storage?: boolean;
  google?: boolean;
  ai?: boolean;
  secrets?: string[];
  queues?: string[];
}
type ComposeEnvironment = Record<string, string | number>;

const chart = parse(readFileSync(join(REPO_ROOT, 'deploy/helm/lumafolio/files/processes.yaml'), 'utf8')) as Record<string, ChartProcess>;
const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: ComposeEnvironment }>;
};
/** Each queue of the job registry by the name contracts exports it under (`integrationsQueue` → 'integrations'). */
const queueNames = new Map(
  Object.entries(contracts as Record<string, unknown>).flatMap(([identifier, value]) => {
    const queue = contracts.JOB_QUEUES.find((registered) => registered === value);
    return queue ? [[identifier, queue.name] as const] : [];
  }),
);

/** The queues a process's main.ts consumes: `startJobWorker(<queue definition>, …)`. */
function consumedQueues(process: string): string[] {
  const source = readFileSync(join(REPO_ROOT, 'services', process, 'src/main.ts'), 'utf8');
  return [...source.matchAll(/(?:startJobWorker|queueWorker)\(\s*(\w+)/g)].map(
    ([, identifier]) => queueNames.get(identifier as string) ?? `unknown ${identifier}`,
  );
}

describe('the Helm chart’s processes', () => {
  it('are the processes of the stack', () => {
    expect(Object.keys(chart).sort()).toEqual([...STACK_PROCESSES].sort());
  });

  it.each(STACK_PROCESSES)('%s gets the secrets it uses, and only those', (name) => {
    expect(chart[name]?.secrets ?? []).toEqual(PROCESS_NEEDS[name].secrets);
  });

  it.each(STACK_PROCESSES)('%s gets object storage, Google settings and the database as in docker-compose.yml', (name) => {
    const environment = compose.services[name]?.environment ?? {};
    expect(chart[name]?.database !== false).toBe(PROCESS_NEEDS[name].database);
    expect('MONGODB_URI' in environment).toBe(PROCESS_NEEDS[name].database);
    expect(Boolean(chart[name]?.storage)).toBe('S3_ENDPOINT' in environment);
    expect(Boolean(chart[name]?.google)).toBe('GOOGLE_CLIENT_ID' in environment);
  });

  it('gives object storage to exactly the processes with an S3 account of their own (deploy/storage/object-access.txt)', () => {
    const withAccount = new Set(readObjectAccess(REPO_ROOT).map(({ process }) => process));
    const withStorage = STACK_PROCESSES.filter((name) => PROCESS_NEEDS[name].storage);
    expect([...withAccount].sort()).toEqual([...withStorage].sort());
    expect(STACK_PROCESSES.filter((name) => chart[name]?.storage)).toEqual(withStorage);
    // generate-secrets makes an S3 secret for each of them.
    expect([...contracts.STORAGE_PROCESS_NAMES].sort()).toEqual([...withStorage].sort());
  });

  it.each(STACK_PROCESSES.filter((name) => chart[name]?.role === 'worker'))('%s scales on exactly the queues it consumes', (name) => {
    const consumed = consumedQueues(name);
    expect(consumed.length).toBeGreaterThan(0);
    expect([...(chart[name]?.queues ?? [])].sort()).toEqual(consumed.sort());
  });

  it('calls a process a worker exactly when it runs from the queues alone', () => {
    const workers = STACK_PROCESSES.filter((name) => name.endsWith('-worker'));
    expect(STACK_PROCESSES.filter((name) => chart[name]?.role === 'worker')).toEqual(workers);
    expect(chart.gateway?.role).toBe('gateway');
  });
});
