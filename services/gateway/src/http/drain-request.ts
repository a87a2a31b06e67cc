import type { IncomingMessage } from 'node:http';
import { MAX_UPLOAD_BYTES } from '@lumafolio/contracts';

/** More than an upload may carry, or longer than a client may take: the connection is closed instead. */
const DRAIN_MAX_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
const DRAIN_MAX_MS = 5_000;

/**
 * Reads and discards the rest of a request body that was refused before it was read (a full
 * quota, a 413), up to an upload's size and a few seconds. A client still sending when the
 * server closes gets a broken pipe instead of the answer; one that could finish reads it.
 * Resolves true when the whole body was read.
 */
export function drainRequest(request: IncomingMessage): Promise<boolean> {
  if (request.complete || request.destroyed) return Promise.resolve(request.complete);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      request.off('data', count);
      request.off('end', ended);
      request.off('error', failed);
      resolve(complete);
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_MAX_BYTES) finish(false);
    };
    const ended = () => finish(true);
    const failed = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    request.on('data', count);
    request.once('end', ended);
    request.once('error', failed);
    request.resume();
  });
}
