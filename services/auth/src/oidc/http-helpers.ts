import type { IncomingMessage, ServerResponse } from 'node:http';

const FORM_LIMIT_BYTES = 16 * 1024;

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads an application/x-www-form-urlencoded body (at most 16 KiB). */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new RequestError(415, 'Please submit the form from the page.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new RequestError(413, 'The form was too large.');
    chunks.push(chunk);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    // The first value wins; a repeated field does not smuggle a second one.
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * The client's address for rate limits. Behind a trusted proxy, the address that proxy
 * saw (the last X-Forwarded-For entry, the one it appended); otherwise the socket peer.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** A form post from another site (Origin present and not ours) is refused. */
export function isCrossOrigin(req: IncomingMessage, issuerOrigin: string): boolean {
  const origin = req.headers.origin;
  return origin !== undefined && origin !== issuerOrigin;
}

export function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Content-Length', '0');
  res.end();
}
