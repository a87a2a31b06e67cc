import { Readable } from 'node:stream';

export interface PeekedStream {
  /** Up to `bytes` of the start (less when the stream is shorter). */
  head: Buffer;
  /** The whole stream again, head included, for whoever reads it next. */
  stream: Readable;
}

/**
 * Reads the start of a stream without losing it, so the type of an upload is checked from
 * its bytes before anything decodes it. Destroying the returned stream destroys the input.
 */
export async function peekHead(input: Readable, bytes: number): Promise<PeekedStream> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const start = Buffer.concat(chunks);
  async function* everything(): AsyncGenerator<Buffer> {
    try {
      if (start.length > 0) yield start;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { head: start.subarray(0, bytes), stream: Readable.from(everything(), { objectMode: false }) };
}
