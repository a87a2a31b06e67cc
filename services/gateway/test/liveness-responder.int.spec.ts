import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile } from '@lumafolio/dev-stack';
import { livenessRpc } from '@lumafolio/contracts';
import { natsConnectionOf, RpcClient, RpcCallError } from '@lumafolio/server-common';

/**
 * A service's liveness is answered by a thread of its own (ADR 48): a main loop busy for a
 * moment (a local model's inference on the media service) is not taken for a frozen process,
 * which callers would refuse with 503s, while a frozen process (SIGSTOP) or a main loop stuck
 * for good is not vouched for.
 */
const testProfile = profile('test');
const env = testProfile.serviceEnv;
const SERVICE = `liveprobe${String.fromCharCode(
  ...String(process.pid)
    .split('')
    .map((digit) => 97 + Number(digit)),
)}`;

/** A process with the responder whose main loop blocks when told: `block <ms>` on stdin. */
function startTarget(): ChildProcess {
  const script = `
    const { startLivenessResponder } = await import(${JSON.stringify(new URL('../../../libs/server-common/dist/rpc/liveness-responder.js', import.meta.url).href)});
    const { default: pino } = await import('pino');
    startLivenessResponder(${JSON.stringify(SERVICE)}, ${JSON.stringify(natsConnectionOf(env))}, pino({ level: 'warn' }));
    process.stdin.on('data', (line) => {
      const ms = Number(String(line).split(' ')[1]);
      const until = Date.now() + ms;
      while (Date.now() < until) {}
      process.stdout.write('unblocked\\n');
    });
    setInterval(() => {}, 1000);
    process.stdout.write('ready\\n');`;
  return spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
}

describe('the liveness responder', () => {
  let target: ChildProcess;
  let rpc: RpcClient;
  const probe = livenessRpc(SERVICE);

  /** How long one liveness call takes to be answered, or the error it ends with. */
  const ask = async (timeoutMs = 1_000): Promise<number | RpcCallError> => {
    const started = performance.now();
    try {
      await rpc.call(probe, {}, timeoutMs);
      return performance.now() - started;
    } catch (error) {
      if (error instanceof RpcCallError) return error;
      throw error;
    }
  };

  beforeAll(async () => {
    target = startTarget();
    await new Promise<void>((resolve) => target.stdout?.once('data', () => resolve()));
    rpc = new RpcClient({ nats: natsConnectionOf(env), timeoutMs: 5_000, name: 'liveness-test' });
    await rpc.connect();
    for (let attempt = 0; attempt < 50 && typeof (await ask()) !== 'number'; attempt += 1) await sleep(100);
  });

  afterAll(async () => {
    if (target && target.exitCode === null) {
      target.kill('SIGCONT');
      target.kill('SIGKILL');
    }
    await rpc?.close();
  });

  it('answers at once while the main loop is busy for two seconds', async () => {
    target.stdin?.write('block 2000\n');
    await sleep(300);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await ask());
      await sleep(250);
    }
    expect(answers.every((answer) => typeof answer === 'number' && answer < 500)).toBe(true);
    await new Promise<void>((resolve) => target.stdout?.once('data', () => resolve()));
  });

  it('stops vouching for a main loop stuck longer than a call would wait, and answers again once it runs', async () => {
    target.stdin?.write('block 7000\n');
    await sleep(5_800);
    expect(await ask(500)).toBeInstanceOf(RpcCallError);
    await new Promise<void>((resolve) => target.stdout?.once('data', () => resolve()));
    await sleep(300);
    expect(typeof (await ask())).toBe('number');
  }, 20_000);

  it('does not answer for a frozen process', async () => {
    target.kill('SIGSTOP');
    try {
      await sleep(200);
      const answer = await ask(1_500);
      expect(answer).toBeInstanceOf(RpcCallError);
      expect((answer as RpcCallError).status).toBe(503);
    } finally {
      target.kill('SIGCONT');
    }
    await sleep(300);
    expect(typeof (await ask())).toBe('number');
  }, 20_000);
});
