import { spawnSync } from 'node:child_process';
import { REPO_ROOT, profile } from './profiles.ts';
import { startStack, type Stack } from './stack.ts';

const stopInfraOnExit = process.argv.includes('--stop-infra-on-exit');
const dev = profile('dev');

function stopInfra(): void {
  if (!stopInfraOnExit) return;
  process.stdout.write('Stopping local infrastructure…\n');
  spawnSync('bash', ['deploy/local/infra.sh', 'down'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...dev.infraEnv } });
}

let stack: Stack | undefined;
let shuttingDown = false;

async function shutdown(reason: string, code: number): Promise<never> {
  if (shuttingDown) process.exit(code);
  shuttingDown = true;
  process.stdout.write(`\n${reason}: stopping every process…\n`);
  await stack?.stop();
  stopInfra();
  process.stdout.write('Stopped.\n');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown('Ctrl-C', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

try {
  stack = await startStack(dev, {
    onRestart: ({ name, exit, count, delayMs }) =>
      process.stdout.write(`supervisor   | ${name} exited (${exit}) after start-up; restarting it in ${delayMs / 1000} s (restart ${count})\n`),
  });
} catch (error) {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  await shutdown('Start-up failed', 1);
}

if (stack) {
  // Idempotent: prints the demo and admin credentials only the first time it creates them.
  spawnSync(process.execPath, ['services/auth/dist/cli/seed-demo.js'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...dev.serviceEnv } });
  const banner = `Lumafolio is running at ${stack.url}/   (Ctrl-C stops everything)`;
  const rule = '─'.repeat(banner.length);
  process.stdout.write(`\n\u001b[1m${rule}\n${banner}\n${rule}\u001b[0m\n\n`);
}
