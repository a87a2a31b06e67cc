import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { NatsConnection } from './nats-connection.js';

/** A main loop that has not beaten for this long is not vouched for: its callers' calls would time out anyway. */
const STALL_MS = 5_000;
const BEAT_MS = 100;

export interface LivenessResponderData {
  nats: NatsConnection;
  service: string;
  /** The main loop's last beat (ms since the epoch), written by it, read by the responder. */
  heartbeat: SharedArrayBuffer;
  stallMs: number;
}

/**
 * Starts the thread that answers `<service>.health.live.v1` (liveness-responder.worker.ts)
 * and the main loop's heartbeat it checks. Returns the function that stops both.
 */
export function startLivenessResponder(service: string, nats: NatsConnection, logger: Logger): () => Promise<void> {
  const heartbeat = new SharedArrayBuffer(8);
  const lastBeat = new BigInt64Array(heartbeat);
  const beat = () => Atomics.store(lastBeat, 0, BigInt(Date.now()));
  beat();
  const beating = setInterval(beat, BEAT_MS);
  beating.unref();
  const data: LivenessResponderData = { nats, service, heartbeat, stallMs: STALL_MS };
  // The thread is a module of its own: flags about how the main script was given (`--input-type`) do not apply to it.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
  const worker = new Worker(new URL('./liveness-responder.worker.js', import.meta.url), { workerData: data, execArgv });
  worker.unref();
  worker.on('error', (error) => logger.error({ err: error }, 'liveness responder stopped: callers will take this service for frozen within a second'));
  return async () => {
    clearInterval(beating);
    worker.postMessage('close');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 1_000);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
}
