import { profile, serviceLaunch } from './index.ts';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
const name = process.argv[2] ?? 'admin';
const { command, args, cwd, env } = serviceLaunch(name as never, profile('test'), { LOG_LEVEL: 'warn' });
const child = spawn(command, ['--cpu-prof', '--cpu-prof-dir=/tmp/idleprof', ...args], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
await sleep(60_000);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
