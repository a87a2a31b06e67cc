import { accountPasswordVariable } from '@lumafolio/contracts';
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { parseAllDocuments } from 'yaml';
import { loadInfraCredentials, PROCESS_NEEDS, s3SecretVariable, STACK_PROCESSES } from '../src/accounts.ts';
import { startProcess, type ManagedProcess } from '../src/processes.ts';
import { profile, REPO_ROOT } from '../src/profiles.ts';

/**
 * Every pod of the Helm chart, as rendered, starts and becomes ready: each process is run
 * with exactly the environment Kubernetes would give its container (the ConfigMap, its env
 * with the Secret's keys and `$(VAR)` references resolved) against the real local
 * infrastructure, and its own readiness probe (the gateway's /readyz, everyone else's
 * healthcheck-cli with its own NATS or Redis account) must pass. A variable the chart forgets
 * or misnames fails the process's config at start-up, and so this test. Each process that
 * uses object storage signs in with its own S3 account (made by infra.sh, with the same script
 * as the chart's trial Job, which is run here too), limited to its prefixes.
 */
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { key: string; optional?: boolean } };
}
interface Probe {
  exec?: { command: string[] };
  httpGet?: { path: string; port: string };
}
interface Container {
  name: string;
  command: string[];
  envFrom?: { configMapRef: { name: string } }[];
  env?: EnvVar[];
  readinessProbe: Probe;
}
interface Trigger {
  type: string;
  metadata: { address: string; usernameFromEnv: string; listName: string };
  authenticationRef: { name: string };
}
interface RenderedObject {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec?: {
    template: { spec: { containers: Container[]; volumes?: { name: string; configMap?: { name: string } }[] } };
    scaleTargetRef: { name: string };
    triggers: Trigger[];
    secretTargetRef: { parameter: string; key: string }[];
  };
}

const test = profile('test');
const tools = test.serviceEnv;
const credentials = loadInfraCredentials(join(REPO_ROOT, test.infraEnv.DATA_DIR as string, 'secrets', 'infra.env'));
const READY_WITHIN_MS = 150_000;

/** The chart rendered for the local infrastructure, with the app and the identity provider on the given origins. */
function render(publicUrl: string, issuerUrl: string, extra: Record<string, string> = {}): RenderedObject[] {
  const helm = execFileSync('bash', ['deploy/local/tools.sh', 'helm'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const values = {
    'nats.url': tools.NATS_URL,
    'redis.host': '127.0.0.1',
    'redis.port': test.infraEnv.REDIS_PORT,
    's3.endpoint': tools.S3_ENDPOINT,
    'config.publicUrl': publicUrl,
    'config.authIssuerUrl': issuerUrl,
    'secrets.existingSecret': 'lumafolio-secrets',
    ...extra,
  };
  const sets = Object.entries(values).flatMap(([key, value]) => ['--set', `${key}=${value}`]);
  const rendered = execFileSync(helm, ['template', 'lumafolio', 'deploy/helm/lumafolio', ...sets], { cwd: REPO_ROOT, encoding: 'utf8' });
  return parseAllDocuments(rendered)
    .map((document) => document.toJSON() as RenderedObject | null)
    .filter((object): object is RenderedObject => object !== null);
}

/** The Secret an operator makes from generate-secrets and the backends' credentials, here from the local stack's. */
const secret: Record<string, string> = {
  ...Object.fromEntries(
    STACK_PROCESSES.flatMap((name) => [
      [accountPasswordVariable('NATS', name), credentials.nats(name)],
      [accountPasswordVariable('REDIS', name), credentials.redis(name)],
    ]),
  ),
  OIDC_CLIENT_SECRET: tools.OIDC_CLIENT_SECRET,
  AUTH_COOKIE_KEYS: tools.AUTH_COOKIE_KEYS,
  AUTH_JWKS: tools.AUTH_JWKS,
  IMAGE_URL_SECRET: tools.IMAGE_URL_SECRET,
  GOOGLE_TOKEN_KEY: tools.GOOGLE_TOKEN_KEY,
  // Each process's own database account (the gateway has none): here the local stack's, made by infra.sh.
  ...Object.fromEntries(
    STACK_PROCESSES.filter((name) => PROCESS_NEEDS[name].database).map((name) => [
      `MONGODB_URI_${name.toUpperCase().replace(/-/g, '_')}`,
      test.envFor(name).MONGODB_URI as string,
    ]),
  ),
  // Each process's own S3 key (the local server's accounts are named after the processes);
  // the server's root key is only the trial Job's.
  ...Object.fromEntries(
    STACK_PROCESSES.filter((name) => PROCESS_NEEDS[name].storage).flatMap((name) => [
      [`S3_ACCESS_KEY_ID_${name.toUpperCase().replace(/-/g, '_')}`, name],
      [s3SecretVariable(name), credentials.s3(name)],
    ]),
  ),
};
/** The trial's Secret also holds the S3 server's root key, for the s3-accounts Job. */
const trialSecret: Record<string, string> = {
  ...secret,
  S3_ACCESS_KEY_ID: test.infraEnv.S3_ACCESS_KEY_ID ?? 'lumafolio',
  S3_SECRET_ACCESS_KEY: test.infraEnv.S3_SECRET_ACCESS_KEY ?? 'lumafolio-local-secret',
};
const S3_REGION = test.infraEnv.S3_REGION ?? 'us-east-1';
const S3_BUCKET = test.infraEnv.S3_BUCKET ?? 'lumafolio';

/** A container's environment as the kubelet builds it: envFrom first, then env in order, `$(VAR)` expanded. */
function containerEnv(container: Container, configMaps: Map<string, Record<string, string>>, secrets = secret): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) Object.assign(env, configMaps.get(source.configMapRef.name));
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (ref) {
      const value = secrets[ref.key];
      if (value !== undefined) env[variable.name] = value;
      else if (!ref.optional) throw new Error(`${container.name} needs ${ref.key}, which the Secret does not hold`);
      continue;
    }
    env[variable.name] = (variable.value ?? '').replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (reference, name: string) => env[name] ?? reference);
  }
  return env;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function probePasses(probe: Probe, env: Record<string, string>, httpPort: string): Promise<boolean> {
  if (probe.httpGet) {
    return fetch(`http://127.0.0.1:${httpPort}${probe.httpGet.path}`, { signal: AbortSignal.timeout(3_000) }).then(
      (response) => response.ok,
      () => false,
    );
  }
  const [command, ...args] = probe.exec?.command ?? [];
  return new Promise((resolve) =>
    execFile(command === 'node' ? process.execPath : (command as string), args, { cwd: REPO_ROOT, env, timeout: 6_000 }, (error) => resolve(!error)),
  );
}

/** The last lines a process printed, to show why it did not become ready. */
function keepLast(logs: Map<string, string[]>, name: string, line: string): void {
  const lines = logs.get(name) ?? [];
  lines.push(line);
  if (lines.length > 20) lines.shift();
  logs.set(name, lines);
}

describe('the Helm chart’s pods', () => {
  const running: ManagedProcess[] = [];
  afterAll(() => Promise.all(running.map((process) => process.stop())));

  it('each start with the environment the chart gives them and pass their readiness probe', async () => {
    // Pods have a network each; here they share this host (and maybe other stacks), so every listening port is a free one.
    const [gatewayPort, authPort] = [await freePort(), await freePort()];
    const objects = render(`http://127.0.0.1:${gatewayPort}`, `http://127.0.0.1:${authPort}`);
    const configMaps = new Map(objects.filter((object) => object.kind === 'ConfigMap').map((object) => [object.metadata.name, object.data ?? {}]));
    const deployments = objects.filter((object) => object.kind === 'Deployment');
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(STACK_PROCESSES.map((name) => `lumafolio-${name}`).sort());

    const logs = new Map<string, string[]>();
    const pods = [];
    for (const deployment of deployments) {
      const container = deployment.spec?.template.spec.containers[0] as Container;
      // Its own S3 key and no other (none at all if it does not use object storage).
      const s3Keys = (container.env ?? []).flatMap((variable) =>
        variable.valueFrom?.secretKeyRef?.key.startsWith('S3_') ? [variable.valueFrom.secretKeyRef.key] : [],
      );
      const account = container.name.toUpperCase().replace(/-/g, '_');
      expect(s3Keys).toEqual(
        PROCESS_NEEDS[container.name as keyof typeof PROCESS_NEEDS].storage ? [`S3_ACCESS_KEY_ID_${account}`, `S3_SECRET_${account}`] : [],
      );
      const env: Record<string, string> = {
        ...containerEnv(container, configMaps),
        PATH: process.env.PATH ?? '',
        METRICS_PORT: String(await freePort()),
        ...(container.name === 'gateway' ? { GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: String(gatewayPort) } : {}),
        ...(container.name === 'auth' ? { AUTH_HTTP_HOST: '127.0.0.1', AUTH_HTTP_PORT: String(authPort) } : {}),
      };
      const [command, ...args] = container.command;
      expect(command).toBe('node');
      const started = startProcess(container.name, process.execPath, args, {
        cwd: REPO_ROOT,
        env,
        output: (name, line) => keepLast(logs, name, line),
      });
      running.push(started);
      pods.push({ container, env, started });
    }

    const deadline = Date.now() + READY_WITHIN_MS;
    const waiting = new Set(pods);
    const exited: string[] = [];
    while (waiting.size > 0 && Date.now() < deadline && exited.length === 0) {
      for (const pod of [...waiting]) {
        if (await probePasses(pod.container.readinessProbe, pod.env, pod.env.GATEWAY_PORT ?? '')) waiting.delete(pod);
      }
      for (const pod of pods) {
        const code = await Promise.race([pod.started.exited, sleep(0).then(() => undefined)]);
        if (code !== undefined) exited.push(`${pod.container.name} exited (${code}):\n${logs.get(pod.container.name)?.join('\n')}`);
      }
      if (waiting.size > 0) await sleep(1_000);
    }
    expect(exited).toEqual([]);
    expect([...waiting].map((pod) => `${pod.container.name} not ready:\n${logs.get(pod.container.name)?.join('\n')}`)).toEqual([]);
  }, 240_000);

  it('make, in a trial, each process’s S3 account with the s3-accounts Job, which works against the real S3 server', async () => {
    const objects = render('http://127.0.0.1:3000', 'http://127.0.0.1:3001', { 'trial.enabled': 'true' });
    const configMaps = new Map(objects.filter((object) => object.kind === 'ConfigMap').map((object) => [object.metadata.name, object.data ?? {}]));
    const job = objects.find((object) => object.kind === 'Job' && object.metadata.name.startsWith('lumafolio-s3-accounts-'));
    const container = job?.spec?.template.spec.containers[0] as Container;
    const accessMap = job?.spec?.template.spec.volumes?.find((volume) => volume.configMap)?.configMap?.name ?? '';
    expect(configMaps.get(accessMap)?.['object-access.txt']).toBe(readFileSync(join(REPO_ROOT, 'deploy/storage/object-access.txt'), 'utf8'));
    for (const deployment of objects.filter((object) => object.kind === 'Deployment')) {
      const own = deployment.spec?.template.spec.containers[0] as Container;
      if (STACK_PROCESSES.filter((name) => PROCESS_NEEDS[name].storage).includes(own.name as (typeof STACK_PROCESSES)[number]))
        expect(own.env?.find((variable) => variable.name === 'S3_ACCESS_KEY_ID')?.value).toBe(own.name);
    }
    // The trial's S3 Service is the local server here, and the mounted ConfigMap the repository's file.
    const env = {
      ...containerEnv(container, configMaps, trialSecret),
      PATH: process.env.PATH ?? '',
      S3_ENDPOINT: tools.S3_ENDPOINT as string,
      OBJECT_ACCESS_FILE: join(REPO_ROOT, 'deploy/storage/object-access.txt'),
    };
    const [command, ...args] = container.command;
    expect(command).toBe('node');
    const output = execFileSync(process.execPath, args, { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(output).toContain('6 accounts');
    const storage = STACK_PROCESSES.filter((name) => PROCESS_NEEDS[name].storage);
    const signedHead = (name: string, secretKey: string) =>
      execFileSync(
        'curl',
        [
          '-s',
          '-o',
          '/dev/null',
          '-w',
          '%{http_code}',
          '-I',
          '--aws-sigv4',
          `aws:amz:${S3_REGION}:s3`,
          '--user',
          `${name}:${secretKey}`,
          '-H',
          'x-amz-content-sha256: UNSIGNED-PAYLOAD',
          `${tools.S3_ENDPOINT}/${S3_BUCKET}/photo/helm-pods-${process.pid}`,
        ],
        { encoding: 'utf8' },
      );
    // Every account answers with its own secret (a missing key: 404, or 403 without the right to read photo/), never a wrong one.
    for (const name of storage) expect(signedHead(name, credentials.s3(name))).not.toBe('000');
    expect(signedHead('media', credentials.s3('gateway'))).toBe('403');
    expect(signedHead('media', credentials.s3('media'))).toBe('404');
  });

  it('scale each worker on its queues’ waiting jobs, read as KEDA reads them: with the worker’s own Redis account', async () => {
    const prefix = `helm-keda-${process.pid}`;
    const objects = render('http://127.0.0.1:3000', 'http://127.0.0.1:3001', { 'keda.enabled': 'true', 'config.queuePrefix': prefix });
    const named = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
    const configMaps = new Map(objects.filter((object) => object.kind === 'ConfigMap').map((object) => [object.metadata.name, object.data ?? {}]));
    const scaledObjects = objects.filter((object) => object.kind === 'ScaledObject');
    expect(scaledObjects.map((object) => object.metadata.name).sort()).toEqual(
      STACK_PROCESSES.filter((name) => name.endsWith('-worker'))
        .map((name) => `lumafolio-${name}`)
        .sort(),
    );

    const seen: Record<string, number> = {};
    for (const scaled of scaledObjects) {
      const target = named('Deployment', scaled.spec?.scaleTargetRef.name ?? '');
      const targetEnv = containerEnv(target?.spec?.template.spec.containers[0] as Container, configMaps);
      for (const trigger of scaled.spec?.triggers ?? []) {
        const [, queueName] = trigger.metadata.listName.split(':');
        const passwordKey = named('TriggerAuthentication', trigger.authenticationRef.name)?.spec?.secretTargetRef.find(
          (ref) => ref.parameter === 'password',
        )?.key;
        const [host, port] = trigger.metadata.address.split(':');
        const keda = new Redis({
          host,
          port: Number(port),
          username: targetEnv[trigger.metadata.usernameFromEnv],
          password: secret[passwordKey ?? ''],
          lazyConnect: true,
        });
        const queue = new Queue(queueName as string, { connection: { url: tools.REDIS_URL }, prefix });
        try {
          await keda.connect();
          const before = await keda.llen(trigger.metadata.listName);
          await queue.addBulk([1, 2, 3].map((n) => ({ name: 'backlog', data: { n } })));
          seen[trigger.metadata.listName] = (await keda.llen(trigger.metadata.listName)) - before;
        } finally {
          await queue.obliterate({ force: true });
          await queue.close();
          keda.disconnect();
        }
      }
    }
    expect(seen).toEqual({
      [`${prefix}:media:wait`]: 3,
      [`${prefix}:integrations:wait`]: 3,
      [`${prefix}:accounts:wait`]: 3,
      [`${prefix}:album-sync:wait`]: 3,
    });
  });
});
