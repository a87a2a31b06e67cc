import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** A stream ends after this long and the browser opens a new one: a session that has ended stops receiving. */
const STREAM_LIFETIME_MS = 15 * 60_000;

/** Sends one named event with its JSON data. */
export type SendEvent = (event: string, data: unknown) => void;

/**
 * Answers with Server-Sent Events: `subscribe` gets a sender and the stream's end, and returns
 * its unsubscribe (it may throw, e.g. a 429, before anything is sent).
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, subscribe: (send: SendEvent, end: () => void) => () => void): void {
  const raw = reply.raw;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    raw.end();
  };
  const unsubscribe = subscribe((event, data) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`), end);
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
  request.raw.on('close', end);
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  raw.write('retry: 3000\n\n');
}
