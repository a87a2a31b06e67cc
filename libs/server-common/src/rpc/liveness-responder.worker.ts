import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '@nats-io/transport-node';
import type { LivenessResponderData } from './liveness-responder.js';

/**
 * Answers the service's liveness probes from a thread of its own (ADR 48), so a main event
 * loop busy for a moment (a local AI model's inference, a large render) is not taken for a
 * frozen process: a frozen process (SIGSTOP) stops this thread too. A main loop that has not
 * beaten for `stallMs` is no longer vouched for.
 */
const { nats, service, heartbeat, stallMs } = workerData as LivenessResponderData;
const lastBeat = new BigInt64Array(heartbeat);
const decoder = new TextDecoder();

const client = await connect({
  servers: [nats.url],
  name: `${service}-liveness`,
  ...(nats.user ? { user: nats.user, pass: nats.password ?? '' } : {}),
  maxReconnectAttempts: -1,
  waitOnFirstConnect: true,
});

client.subscribe(`${service}.health.live.v1`, {
  queue: service,
  callback: (error, message) => {
    if (error || !message.reply) return;
    if (Date.now() - Number(Atomics.load(lastBeat, 0)) > stallMs) return;
    let id: unknown;
    try {
      id = (JSON.parse(decoder.decode(message.data)) as { id?: unknown }).id;
    } catch {
      return;
    }
    // What a NestJS NATS handler answers: the client matches the request's id.
    message.respond(JSON.stringify({ response: { alive: true }, isDisposed: true, id }));
  },
});

parentPort?.on('message', (command) => {
  if (command === 'close') void client.drain().finally(() => parentPort?.close());
});
