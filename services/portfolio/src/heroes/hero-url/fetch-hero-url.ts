import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress, refusalMessage, type AddressRefusal } from './address-policy.js';

/** A banner URL the server will not fetch, or could not: a 400 with a message a person understands. */
export class HeroUrlRefusedError extends Error {
  override readonly name = 'HeroUrlRefusedError';
}

export interface HeroUrlFetchOptions {
  /** Tests only (HERO_URL_ALLOW_PRIVATE): private and loopback addresses are fetched too. */
  allowPrivate: boolean;
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Every address of a host name (the system resolver by default). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  classify?: (address: string) => AddressRefusal;
}

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

const refuse = (message: string) => new HeroUrlRefusedError(message);
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Downloads a banner from an admin's URL, once, without becoming a way into the private
 * network (ADR 26): http(s) only; every address the name resolves to must be public, and
 * the connection goes to those checked addresses (the socket's lookup is pinned to them, so
 * a second DNS answer cannot differ); each redirect is a new hop checked the same way
 * (at most `maxRedirects`); the body is cut at `maxBytes` and the whole fetch at `timeoutMs`.
 * The caller still checks that the bytes are an image.
 */
export async function fetchHeroUrl(raw: string, options: HeroUrlFetchOptions): Promise<{ bytes: Buffer; finalUrl: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parseUrl(raw);
    for (let hop = 0; ; hop++) {
      const addresses = await checkedAddresses(url, options);
      const response = await get(url, addresses, controller.signal);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (hop >= options.maxRedirects) throw refuse('This address redirects too many times.');
        url = parseUrl(new URL(location, url).href);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw refuse(`The image could not be downloaded: the other server answered ${response.statusCode ?? 'nothing'}.`);
      }
      return { bytes: await readBody(response, options.maxBytes), finalUrl: url.href };
    }
  } catch (error) {
    if (error instanceof HeroUrlRefusedError) throw error;
    if (controller.signal.aborted) throw refuse('The image took too long to download. Please try another address.');
    throw refuse('The image could not be downloaded from this address.');
  } finally {
    clearTimeout(timer);
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('Enter a full web address starting with http:// or https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('Only http:// and https:// addresses can be used.');
  if (url.username || url.password) throw refuse('Addresses with a user name or password cannot be used.');
  return url;
}

async function checkedAddresses(url: URL, options: HeroUrlFetchOptions): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw refuse('This address could not be found. Please check it.');
  }
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      const refusal = (options.classify ?? classifyAddress)(address);
      if (refusal) throw refuse(refusalMessage(refusal));
    }
  }
  return addresses;
}

/** The socket's lookup, answering only the addresses already checked. */
const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };

function get(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers: { accept: 'image/*', 'user-agent': 'Lumafolio banner fetch' },
      lookup: pinnedLookup(addresses),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => refuse(`The image at this address is larger than ${megabytes(maxBytes)}.`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
