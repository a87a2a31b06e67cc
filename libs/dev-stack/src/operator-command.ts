/**
 * Runs an operator command of one process (`npm run admin`, `npm run read-model:rebuild`,
 * `npm run storage-audit`) from the checkout with what that process gets under `npm start`:
 *
 *   node libs/dev-stack/src/operator-command.ts <process> <script> [arguments…]
 *
 * The local profile (LUMAFOLIO_PROFILE: dev, the default, or test or bench; its ports and
 * DATA_DIR moved by the same variables as deploy/local/infra.sh) gives the process's own
 * accounts and the secrets it uses. With MONGODB_URI already set (a container, the chart, or an
 * operator who exported the variables) the environment is used as it is, as the services do.
 * When the local stack is not there, one line says so, never a stack trace.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { STACK_PROCESSES, type StackProcessName } from './accounts.ts';
import { REPO_ROOT, profile, type ProfileName } from './profiles.ts';

const PROFILES: readonly ProfileName[] = ['dev', 'test', 'bench'];

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Whether something accepts connections at 127.0.0.1:port within a second. */
function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
  });
}

/** The process's environment under the local profile; exits with one line when the local stack is not running. */
async function localEnvironment(processName: StackProcessName): Promise<Record<string, string>> {
  const profileName = (process.env.LUMAFOLIO_PROFILE ?? 'dev') as ProfileName;
  if (!PROFILES.includes(profileName)) fail(`LUMAFOLIO_PROFILE must be one of ${PROFILES.join(', ')} (got ${profileName}).`);
  const local = profile(profileName);
  const dataDir = resolve(REPO_ROOT, local.infraEnv.DATA_DIR ?? '.data');
  if (!existsSync(join(dataDir, 'secrets', 'infra.env'))) {
    fail(`No local stack in ${dataDir}: start it with \`npm start\` (or set MONGODB_URI and the other variables, docs/operations.md).`);
  }
  for (const [what, port] of [
    ['the database', Number(local.infraEnv.FERRETDB_PORT)],
    ['Redis', Number(local.infraEnv.REDIS_PORT)],
  ] as const) {
    if (!(await answers(port)))
      fail(`The local stack is not running (${what} does not answer on 127.0.0.1:${port}): start it with \`npm start\` in another terminal.`);
  }
  return local.envFor(processName);
}

const [processName, script, ...args] = process.argv.slice(2);
if (!processName || !script || !(STACK_PROCESSES as readonly string[]).includes(processName)) {
  fail(`usage: node libs/dev-stack/src/operator-command.ts <${STACK_PROCESSES.join('|')}> <script> [arguments…]`);
}
const scriptPath = resolve(REPO_ROOT, script);
if (!existsSync(scriptPath)) fail(`${script} is not built: run \`npm run build\` (npm start builds it too).`);

const env = process.env.MONGODB_URI ? process.env : { ...process.env, ...(await localEnvironment(processName as StackProcessName)) };
const child = spawn(process.execPath, [scriptPath, ...args], { cwd: REPO_ROOT, env, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
