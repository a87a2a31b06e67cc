import type { IncomingHttpHeaders } from 'node:http';

/** Do Not Track ("DNT: 1") or Global Privacy Control ("Sec-GPC: 1"): the visitor asked not to be counted. */
export function visitorOptedOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}
