// npm run fuzz: Schemathesis against a running stack with the gateway's own OpenAPI document,
// once signed out and once signed in as a photographer made through the real sign-up. Checks:
// no 5xx, and every answer fits its documented status, content type and schema.
//   npm run fuzz                                  the `npm start` stack (http://127.0.0.1:3000)
//   FUZZ_GATEWAY_URL=http://127.0.0.1:43000 FUZZ_PROFILE=bench npm run fuzz
//   npm run fuzz -- --own-stack                   starts the services on the bench profile's ports first
//   npm run fuzz -- --max-examples 50             more cases per operation (default 25)
// FUZZ_PROFILE names the stack's profile (dev, test, bench): the sign-up's e-mail is read from its NATS.
// Exits non-zero when Schemathesis found a failure; reports land in .data/fuzz/.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { profile, REPO_ROOT, signUpThroughGateway, startGatewayUnderTest, type GatewayUnderTest, type ProfileName } from '@lumafolio/dev-stack';
import { summariseRun, type RunSummary } from './fuzz-report.ts';

/** What the run prints for the person who started it (a terminal, not the services' log). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({
  options: {
    'own-stack': { type: 'boolean', default: false },
    'max-examples': { type: 'string', default: '25' },
    seed: { type: 'string' },
  },
});
const CHECKS = 'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance';
const SESSION_COOKIE = 'lf_session';
const st = process.env.SCHEMATHESIS_BIN ?? 'st';
const reportRoot = join(REPO_ROOT, '.data', 'fuzz');
const HOOKS_DIR = join(REPO_ROOT, 'services', 'gateway', 'fuzz');

const ownStack = values['own-stack'];
const profileName = (ownStack ? 'bench' : (process.env.FUZZ_PROFILE ?? 'dev')) as ProfileName;
const stackProfile = profile(profileName);
const gatewayUrl = ownStack ? stackProfile.gatewayUrl : (process.env.FUZZ_GATEWAY_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

let stack: GatewayUnderTest | undefined;
if (ownStack) {
  const issuerPort = Number(new URL(stackProfile.issuerUrl).port);
  say(`==> starting the services on the ${profileName} profile (gateway ${gatewayUrl})`);
  stack = await startGatewayUnderTest(stackProfile, { gatewayPort: Number(new URL(gatewayUrl).port), issuerPort, mediaWorker: true, admin: true });
}

try {
  const documentUrl = `${gatewayUrl}/api/openapi.json`;
  const answer = await fetch(documentUrl).catch((error: unknown) => {
    throw new Error(`no gateway at ${gatewayUrl} (${String(error)}): start one (npm start), or pass --own-stack`);
  });
  if (!answer.ok) throw new Error(`${documentUrl} answered ${answer.status}`);
  const document = (await answer.json()) as { paths: Record<string, Record<string, { operationId: string; 'x-lumafolio-not-fuzzed-signed-in'?: string }>> };
  const notFuzzedSignedIn = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations).flatMap((operation) => (operation['x-lumafolio-not-fuzzed-signed-in'] ? [operation] : [])),
  );
  for (const operation of notFuzzedSignedIn) say(`==> not fuzzed signed in: ${operation.operationId} (${operation['x-lumafolio-not-fuzzed-signed-in']})`);

  const run = Date.now().toString(36);
  say(`==> signing up fuzz_${run} through ${gatewayUrl}`);
  const photographer = await signUpThroughGateway(gatewayUrl, 'fuzz', run, { natsEnv: stackProfile.serviceEnv });
  const session = photographer.client.cookie(gatewayUrl, SESSION_COOKIE);
  if (!session) throw new Error('the sign-up left no session cookie');

  const summaries: RunSummary[] = [];
  const skippedSignedIn = notFuzzedSignedIn.map((operation) => operation.operationId);
  for (const [name, headers, skipped] of [
    ['signed-out', [], []],
    ['signed-in', [`Cookie: ${SESSION_COOKIE}=${session}`], skippedSignedIn],
  ] as const) {
    say(`\n==> Schemathesis, ${name}`);
    const reportDir = join(reportRoot, name);
    mkdirSync(reportDir, { recursive: true });
    const args = [
      'run',
      documentUrl,
      '--url',
      gatewayUrl,
      '--checks',
      CHECKS,
      '--max-examples',
      String(values['max-examples']),
      '--workers',
      '2',
      '--request-timeout',
      '30',
      '--generation-with-security-parameters',
      'false',
      ...(skipped.length ? ['--exclude-operation-id-regex', `^(${skipped.join('|')})$`] : []),
      // What a browser on our own origin sends: the CSRF check passes, so the API itself is fuzzed.
      '--header',
      `Origin: ${gatewayUrl}`,
      '--header',
      'X-Requested-With: XMLHttpRequest',
      ...headers.flatMap((header) => ['--header', header]),
      '--report',
      'junit',
      '--report-junit-path',
      join(reportDir, 'junit.xml'),
      ...(values.seed ? ['--seed', values.seed] : []),
    ];
    // Its cache (.schemathesis/) is written where it runs: under .data, not in the work tree.
    // Our hooks only (schemathesis_hooks.py beside this file): the tus PATCH's raw bytes.
    const hooks = { SCHEMATHESIS_HOOKS: 'schemathesis_hooks', PYTHONPATH: [HOOKS_DIR, process.env.PYTHONPATH].filter(Boolean).join(':') };
    const result = spawnSync(st, args, { stdio: 'inherit', cwd: reportRoot, env: { ...process.env, ...hooks } });
    if (result.error) throw result.error;
    summaries.push({ ...summariseRun(name, join(reportDir, 'junit.xml')), exitCode: result.status ?? 1 });
  }

  say('\n==> fuzz summary');
  for (const summary of summaries) {
    say(
      `${summary.name.padEnd(10)}  operations ${summary.operations}  failing operations ${summary.failingOperations}  errors ${summary.errors}  (Schemathesis exit ${summary.exitCode})`,
    );
  }
  process.exitCode = summaries.every((summary) => summary.exitCode === 0) ? 0 : 1;
} finally {
  await stack?.stop();
}
